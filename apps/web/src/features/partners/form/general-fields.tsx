import { PARTNER_KINDS, PARTNER_ROLES, type TPartnerRole } from '@kontor/contract';
import {
  Checkbox,
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bindText } from '../../../lib/forms/bind-field';
import { ThreeStateCheckbox } from '../../../ui/three-state-checkbox';
import type { SectionProps } from './section-props';

/** Kind, code, names, roles and the active flag. */
export function GeneralFields({ values, onChange, errors }: SectionProps) {
  const { t } = useTranslation();
  const rolesError = errors.errorOf('roles');
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="lg">
        <Input.Wrapper label={t('PARTNERS.FIELD.KIND')}>
          <SegmentedControl
            display="flex"
            value={values.kind}
            onChange={(kind) => onChange({ kind: kind as (typeof PARTNER_KINDS)[number] })}
            data={PARTNER_KINDS.map((kind) => ({ value: kind, label: t(`PARTNERS.KIND.${kind}`) }))}
          />
        </Input.Wrapper>
        <ThreeStateCheckbox
          label={t('PARTNERS.ACTIVE')}
          value={values.isActive}
          onChange={(isActive) => onChange({ isActive: isActive === true })}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('PARTNERS.FIELD.CODE')}
          placeholder={t('PARTNERS.FORM.CODE_AUTOMATIC')}
          maxLength={30}
          {...bindText(errors, 'code', values.code, (code) => onChange({ code }))}
        />
        <TextInput
          label={t('PARTNERS.FIELD.NAME')}
          required
          maxLength={200}
          data-autofocus
          {...bindText(errors, 'name', values.name, (name) => onChange({ name }))}
        />
        <TextInput
          label={t('PARTNERS.FIELD.SHORT_NAME')}
          maxLength={100}
          {...bindText(errors, 'shortName', values.shortName, (shortName) =>
            onChange({ shortName }),
          )}
        />
      </SimpleGrid>
      <Checkbox.Group
        label={t('PARTNERS.FIELD.ROLES')}
        withAsterisk
        value={values.roles}
        onChange={(roles) => {
          onChange({
            roles: PARTNER_ROLES.filter((role) => roles.includes(role)) as TPartnerRole[],
          });
          errors.touch('roles');
          errors.change('roles');
        }}
        error={rolesError}
      >
        <Group mt={6} gap="lg">
          {PARTNER_ROLES.map((role) => (
            <Checkbox key={role} value={role} label={t(`PARTNERS.ROLE.${role}`)} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
