import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useListParams } from '../../lib/list-params';
import { usePage } from '../../lib/page';
import { ListResults } from '../../shell/list-results';
import { usePurchasingLive, useSupplierOrders } from './api/purchasing-api';
import { SupplierOrderExportButton } from './list/export-button';
import { LIST_CODEC, listQueryOf } from './list/list-params';
import { SupplierOrderFilters } from './list/supplier-order-filters';
import { SupplierOrderTable } from './list/supplier-order-table';

/** `/app/supplier-orders`: filter and page the supplier orders (newest first); open or start one. */
export default function SupplierOrderListPage() {
  const { t } = useTranslation();
  usePage({ title: t('PURCHASING.LIST.TITLE') });
  usePurchasingLive();
  const navigate = useNavigate();
  const list = useListParams(LIST_CODEC);
  const orders = useSupplierOrders(listQueryOf(list.params));

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('PURCHASING.LIST.TITLE')}
        </Title>
        <Group gap="sm">
          <SupplierOrderExportButton params={list.params} isEmpty={orders.data?.total === 0} />
          <Button
            component={Link}
            to="/app/SupplierOrderForm?new=true"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('PURCHASING.LIST.NEW')}
          </Button>
        </Group>
      </Group>
      <SupplierOrderFilters params={list.params} onChange={list.onFilter} />
      <ListResults
        query={orders}
        totalText={(count) => t('PURCHASING.LIST.TOTAL', { count })}
        emptyText={t('PURCHASING.LIST.EMPTY')}
        testId="supplier-order-total"
        paging={list.paging}
      >
        {(items) => (
          <SupplierOrderTable
            items={items}
            onOpen={(order) => navigate(`/app/SupplierOrderForm?id=${order.id}`)}
          />
        )}
      </ListResults>
    </Stack>
  );
}
