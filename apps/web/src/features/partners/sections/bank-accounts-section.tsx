import type { TBankAccount } from '@kontor/contract';
import { partnerEndpoints } from '@kontor/contract';
import { Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../shell/error-message';
import { ActionButton } from '../../../ui/action-button';
import { Badge } from '../../../ui/badge';
import { SmallSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { useBankAccounts, useDeleteBankAccount, useSaveBankAccount } from '../api/partners-api';
import { BankAccountForm } from './bank-account-form';
import { useRowDelete } from './row-delete';

/** The partner's bank accounts: add one, make one the default, delete one. */
export function BankAccountsSection({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const accounts = useBankAccounts(partnerId);
  const save = useSaveBankAccount(partnerId);
  const remove = useDeleteBankAccount(partnerId);
  const rowDelete = useRowDelete<TBankAccount>(remove, 'PARTNERS.BANK', (account) => ({
    number: account?.accountNumber ?? '',
  }));

  async function makeDefault(account: TBankAccount) {
    try {
      await save.mutateAsync({
        account,
        body: {
          accountNumber: account.accountNumber,
          bankName: account.bankName,
          currencyCode: account.currencyCode,
          isDefault: true,
        },
      });
      toast.show(t('PARTNERS.BANK.DEFAULT_SET', { number: account.accountNumber }), 'SUCCESS');
    } catch {
      toast.show(t('PARTNERS.SAVE_FAILED'), 'ERROR');
    }
  }

  if (accounts.isError) return <ErrorMessage error={accounts.error} />;
  return (
    <Stack gap="md">
      <SmallSpinner isActive={accounts.isPending} />
      {accounts.data?.length === 0 && <Text c="dimmed">{t('PARTNERS.BANK.EMPTY')}</Text>}
      {accounts.data && accounts.data.length > 0 && (
        <Table striped aria-label={t('PARTNERS.TAB.BANK_ACCOUNTS')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('PARTNERS.BANK.ACCOUNT_NUMBER')}</Table.Th>
              <Table.Th>{t('PARTNERS.BANK.BANK_NAME')}</Table.Th>
              <Table.Th>{t('PARTNERS.BANK.CURRENCY')}</Table.Th>
              <Table.Th aria-label={t('PARTNERS.ACTIONS')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.data.map((account) => (
              <Table.Tr key={account.id}>
                <Table.Td ff="monospace">{account.accountNumber}</Table.Td>
                <Table.Td>{account.bankName}</Table.Td>
                <Table.Td>{account.currencyCode}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {account.isDefault ? (
                      <Badge color="info" size="xs">
                        {t('PARTNERS.BANK.DEFAULT')}
                      </Badge>
                    ) : (
                      <ActionButton
                        endpoint={partnerEndpoints.updateBankAccount}
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => void makeDefault(account)}
                      >
                        {t('PARTNERS.BANK.MAKE_DEFAULT')}
                      </ActionButton>
                    )}
                    {rowDelete.button(account)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <BankAccountForm partnerId={partnerId} />
      {rowDelete.dialog}
    </Stack>
  );
}
