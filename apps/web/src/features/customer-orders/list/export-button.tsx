import type { Endpoint } from '@kontor/contract';
import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import type { CallInput } from '../../../lib/api/client';
import { downloadFile } from '../../../lib/api/file';
import { useToast } from '../../../ui/toast';

/** 'Exportálás': the list with its filters and sort as an Excel workbook. */
export function ExportButton<E extends Endpoint>({
  endpoint,
  input,
  fileName,
  isEmpty,
}: {
  endpoint: E;
  input: CallInput<E>;
  fileName: string;
  isEmpty: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [isExporting, setIsExporting] = useState(false);

  async function exportList() {
    setIsExporting(true);
    try {
      await downloadFile(endpoint, input, fileName);
    } catch (error) {
      const tooMany = error instanceof ApiError && error.status === 400;
      toast.show(t(tooMany ? 'SALES.LIST.EXPORT_TOO_MANY' : 'SALES.LIST.EXPORT_FAILED'), 'ERROR');
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      loading={isExporting}
      disabled={isEmpty}
      onClick={() => void exportList()}
    >
      {t('SALES.LIST.EXPORT')}
    </Button>
  );
}
