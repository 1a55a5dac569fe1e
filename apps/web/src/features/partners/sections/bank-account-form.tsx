import { normalizeBankAccount, partnerEndpoints, ZBankAccountBody } from '@kontor/contract';
import { Checkbox, Grid, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindText } from '../../../lib/forms/bind-field';
import { hasChanged, useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { ActionButton } from '../../../ui/action-button';
import { useToast } from '../../../ui/toast';
import { useSaveBankAccount } from '../api/partners-api';
import {
  type FieldErrors,
  messageKeyOf,
  problemFieldErrors,
  zodFieldErrors,
} from '../form/field-errors';

interface BankAccountValues {
  accountNumber: string;
  bankName: string;
  currencyCode: string;
  isDefault: boolean;
}

const EMPTY: BankAccountValues = {
  accountNumber: '',
  bankName: '',
  currencyCode: 'HUF',
  isDefault: false,
};

/**
 * The contract's checks plus the check digits the server verifies (MNB 9-7-3-1 for a Hungarian
 * account number, mod 97 for an IBAN), so a mistyped number is caught at the field.
 */
export function validateBankAccount(values: BankAccountValues): FieldErrors {
  const errors = zodFieldErrors(ZBankAccountBody.safeParse(values).error);
  if (errors.accountNumber || values.accountNumber.trim() === '') return errors;
  return normalizeBankAccount(values.accountNumber.trim())
    ? errors
    : { ...errors, accountNumber: messageKeyOf('accountNumber', 'invalid') };
}

/** Adds a bank account to the partner. */
export function BankAccountForm({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveBankAccount(partnerId);
  const [values, setValues] = useState(EMPTY);
  useUnsavedGuard(hasChanged(values, EMPTY));
  const clientErrors = useMemo(() => validateBankAccount(values), [values]);
  const errors = useFormErrors(clientErrors, problemFieldErrors);
  const set = (patch: Partial<BankAccountValues>) =>
    setValues((current) => ({ ...current, ...patch }));

  async function onSubmit() {
    if (!errors.attemptSubmit()) return;
    try {
      const saved = await save.mutateAsync({
        account: null,
        body: { ...values, bankName: values.bankName.trim() || null },
      });
      toast.show(t('PARTNERS.BANK.SAVED', { number: saved.accountNumber }), 'SUCCESS');
      setValues(EMPTY);
      errors.reset();
    } catch (error) {
      if (!errors.showServerErrors(error)) toast.show(t('PARTNERS.SAVE_FAILED'), 'ERROR');
    }
  }

  return (
    <form
      noValidate
      aria-label={t('PARTNERS.BANK.ADD')}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Grid gap="sm" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <TextInput
            label={t('PARTNERS.BANK.ACCOUNT_NUMBER')}
            placeholder="11773016-11111018"
            required
            maxLength={50}
            {...bindText(errors, 'accountNumber', values.accountNumber, (accountNumber) =>
              set({ accountNumber }),
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <TextInput
            label={t('PARTNERS.BANK.BANK_NAME')}
            maxLength={100}
            {...bindText(errors, 'bankName', values.bankName, (bankName) => set({ bankName }))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 4, md: 1 }}>
          <TextInput
            label={t('PARTNERS.BANK.CURRENCY')}
            maxLength={3}
            {...bindText(errors, 'currencyCode', values.currencyCode, (code) =>
              set({ currencyCode: code.toUpperCase() }),
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 8, md: 3 }}>
          <Checkbox
            mt={30}
            label={t('PARTNERS.BANK.DEFAULT')}
            checked={values.isDefault}
            onChange={(event) => set({ isDefault: event.currentTarget.checked })}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <ActionButton
            endpoint={partnerEndpoints.createBankAccount}
            type="submit"
            variant="light"
            loading={save.isPending}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('PARTNERS.BANK.ADD')}
          </ActionButton>
        </Grid.Col>
      </Grid>
    </form>
  );
}
