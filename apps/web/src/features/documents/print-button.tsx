import { documentEndpoints, type TDocumentKind, ZPrintJob } from '@kontor/contract';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildUrl, callApi, sendRequest } from '../../lib/api/client';
import { saveResponse } from '../../lib/api/file';
import { ActionButton } from '../../ui/action-button';
import { useToast } from '../../ui/toast';

/**
 * Makes the document's PDF (in the customer's language) and prints it: the browser downloads it,
 * or, where the firm set a network printer, the server sends it there and a toast says so.
 */
export async function printDocument(kind: TDocumentKind, sourceId: number) {
  const made = await callApi(documentEndpoints.make, { body: { kind, sourceId } });
  const input = { params: { documentId: made.documentId }, body: {} };
  const response = await sendRequest(
    documentEndpoints.print,
    buildUrl(documentEndpoints.print, input),
    {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    },
  );
  if ((response.headers.get('content-type') ?? '').startsWith('application/json'))
    return { printed: ZPrintJob.parse(await response.json()) };
  await saveResponse(response, made.fileName);
  return { printed: null };
}

export function PrintButton({ kind, sourceId }: { kind: TDocumentKind; sourceId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [isPending, setIsPending] = useState(false);
  async function print() {
    setIsPending(true);
    try {
      const { printed } = await printDocument(kind, sourceId);
      if (printed) toast.show(t('DOCUMENTS.PRINTED', { jobId: printed.jobId }), 'SUCCESS');
    } catch {
      toast.show(t('DOCUMENTS.PRINT_FAILED'), 'ERROR');
    } finally {
      setIsPending(false);
    }
  }
  return (
    <ActionButton
      endpoint={documentEndpoints.print}
      variant="default"
      loading={isPending}
      leftSection={<IconPrinter size={16} aria-hidden />}
      onClick={() => void print()}
    >
      {t('DOCUMENTS.PRINT')}
    </ActionButton>
  );
}
