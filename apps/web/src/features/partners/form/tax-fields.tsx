import { navEndpoints } from '@kontor/contract';
import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindText } from '../../../lib/forms/bind-field';
import { endpointQuery } from '../../../lib/query';
import { lookUpTaxpayer, type NavOutcome } from './nav-lookup';
import type { SectionProps } from './section-props';

const navStatusQuery = {
  ...endpointQuery(navEndpoints.status),
  staleTime: Number.POSITIVE_INFINITY,
};

/**
 * Tax number (with the NAV lookup), EU VAT number, VAT group tax number, registration number.
 * Without a NAV technical user on the server the lookup button is disabled and says why.
 */
export function TaxFields({ values, onChange, errors }: SectionProps) {
  const { t } = useTranslation();
  const isNavOff = useQuery(navStatusQuery).data?.isConfigured === false;
  const [outcome, setOutcome] = useState<NavOutcome | null>(null);
  const [isAsking, setIsAsking] = useState(false);

  async function askNav() {
    setIsAsking(true);
    setOutcome(null);
    try {
      const answer = await lookUpTaxpayer(values);
      if (answer.patch) onChange(answer.patch);
      if (answer.outcome === 'INVALID_TAX_NUMBER') errors.touch('taxNumber');
      setOutcome(answer.outcome);
    } finally {
      setIsAsking(false);
    }
  }

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('PARTNERS.FIELD.TAX_NUMBER')}
          placeholder="12345678-1-42"
          maxLength={13}
          {...bindText(errors, 'taxNumber', values.taxNumber, (taxNumber) =>
            onChange({ taxNumber }),
          )}
          description={isNavOff ? t('PARTNERS.NAV.NOT_CONFIGURED') : undefined}
          rightSectionWidth="auto"
          rightSection={
            <Button
              size="compact-sm"
              variant="light"
              mr={4}
              leftSection={<IconBuildingBank size={14} aria-hidden />}
              loading={isAsking}
              disabled={isNavOff || values.taxNumber.trim() === ''}
              onClick={() => void askNav()}
            >
              {t('PARTNERS.NAV.BUTTON')}
            </Button>
          }
        />
        <TextInput
          label={t('PARTNERS.FIELD.EU_VAT_NUMBER')}
          placeholder="HU12345678"
          maxLength={20}
          {...bindText(errors, 'euVatNumber', values.euVatNumber, (euVatNumber) =>
            onChange({ euVatNumber }),
          )}
        />
        <TextInput
          label={t('PARTNERS.FIELD.GROUP_TAX_NUMBER')}
          maxLength={13}
          {...bindText(errors, 'groupTaxNumber', values.groupTaxNumber, (groupTaxNumber) =>
            onChange({ groupTaxNumber }),
          )}
        />
        <TextInput
          label={t('PARTNERS.FIELD.REGISTRATION_NUMBER')}
          placeholder="01-09-123456"
          maxLength={20}
          {...bindText(errors, 'registrationNumber', values.registrationNumber, (value) =>
            onChange({ registrationNumber: value }),
          )}
        />
      </SimpleGrid>
      {outcome && (
        <Alert
          color={outcome === 'FILLED' ? 'green' : 'orange'}
          role={outcome === 'FILLED' ? 'status' : 'alert'}
          withCloseButton
          closeButtonLabel={t('UI.CLOSE')}
          onClose={() => setOutcome(null)}
        >
          {t(`PARTNERS.NAV.${outcome}`)}
        </Alert>
      )}
    </Stack>
  );
}
