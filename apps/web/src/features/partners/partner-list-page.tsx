import { partnerEndpoints } from '@kontor/contract';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { downloadFile } from '../../lib/api/file';
import { useListParams } from '../../lib/list-params';
import { usePage } from '../../lib/page';
import { Can } from '../../lib/permissions';
import { ListResults } from '../../shell/list-results';
import { useToast } from '../../ui/toast';
import { usePartnerSearch } from './api/partners-api';
import { exportQueryOf, LIST_CODEC, searchBodyOf } from './list/list-params';
import { PartnerFilters } from './list/partner-filters';
import { PartnerTable } from './list/partner-table';

/** `/app/partners`: search, filter, sort and page the partners; export them; open one. */
export default function PartnerListPage() {
  const { t } = useTranslation();
  usePage({ title: t('PARTNERS.LIST.TITLE') });
  const toast = useToast();
  const navigate = useNavigate();
  const list = useListParams(LIST_CODEC);
  const { params } = list;
  const search = usePartnerSearch(searchBodyOf(params));
  const [isExporting, setIsExporting] = useState(false);

  async function exportList() {
    setIsExporting(true);
    try {
      await downloadFile(
        partnerEndpoints.exportXlsx,
        { query: exportQueryOf(params) },
        'partnerek.xlsx',
      );
    } catch (error) {
      toast.show(
        error instanceof ApiError && error.status === 400
          ? t('PARTNERS.LIST.EXPORT_TOO_MANY')
          : t('PARTNERS.LIST.EXPORT_FAILED'),
        'ERROR',
      );
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('PARTNERS.LIST.TITLE')}
        </Title>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={isExporting}
            disabled={search.data?.total === 0}
            onClick={() => void exportList()}
          >
            {t('PARTNERS.LIST.EXPORT')}
          </Button>
          <Can permission="partners.write">
            <Button
              component={Link}
              to="/app/PartnerForm"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('PARTNERS.LIST.NEW')}
            </Button>
          </Can>
        </Group>
      </Group>
      <PartnerFilters params={params} onChange={list.onFilter} />
      <ListResults
        query={search}
        totalText={(count) => t('PARTNERS.LIST.TOTAL', { count })}
        emptyText={t('PARTNERS.LIST.EMPTY')}
        testId="partner-total"
        paging={list.paging}
      >
        {(items) => (
          <PartnerTable
            items={items}
            params={params}
            onSort={list.onSort}
            onOpen={(partner) => navigate(`/app/PartnerForm?id=${partner.id}`)}
          />
        )}
      </ListResults>
    </Stack>
  );
}
