import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '../../../lib/format';
import type { DocumentTotals } from './line-model';
import classes from './totals-panel.module.css';

/** Net, VAT and gross per VAT rate and in total, recomputed as the lines change. */
export function TotalsPanel({ totals, currency }: { totals: DocumentTotals; currency: string }) {
  const { t } = useTranslation();
  const money = (value: string) => formatMoney(value, currency);
  return (
    <Table
      className={classes.totals}
      w="100%"
      maw={520}
      ml="auto"
      horizontalSpacing="xs"
      withTableBorder
      aria-label={t('SALES.TOTALS')}
      data-testid="document-totals"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('SALES.LINE.VAT_RATE')}</Table.Th>
          <Table.Th ta="right">{t('SALES.NET')}</Table.Th>
          <Table.Th ta="right">{t('SALES.VAT')}</Table.Th>
          <Table.Th ta="right">{t('SALES.GROSS')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {totals.byRate.map(([rate, amounts]) => (
          <Table.Tr key={rate}>
            <Table.Td>{formatQuantity(rate)} %</Table.Td>
            <Table.Td ta="right">{money(amounts.net)}</Table.Td>
            <Table.Td ta="right">{money(amounts.vat)}</Table.Td>
            <Table.Td ta="right">{money(amounts.gross)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr fw={700}>
          <Table.Td>{t('SALES.TOTAL')}</Table.Td>
          <Table.Td ta="right" data-testid="total-net">
            {money(totals.total.net)}
          </Table.Td>
          <Table.Td ta="right">{money(totals.total.vat)}</Table.Td>
          <Table.Td ta="right" data-testid="total-gross">
            {money(totals.total.gross)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
