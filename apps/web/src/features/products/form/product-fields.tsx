import { codeEndpoints, productEndpoints, type TVatCode, VAT_CODES } from '@kontor/contract';
import {
  Checkbox,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bindText } from '../../../lib/forms/bind-field';
import type { FormErrors } from '../../../lib/forms/use-form-errors';
import { Select, type SelectOption } from '../../../ui/select';
import { CodeEntryLookup } from './code-entry-lookup';
import type { ProductFormValues } from './product-form-model';

export interface ProductFieldsProps {
  values: ProductFormValues;
  onChange: (patch: Partial<ProductFormValues>) => void;
  errors: FormErrors;
}

const KINDS = ['goods', 'service'] as const;

/** Every field of the product itself: the new-product form and the attributes tab show these. */
export function ProductFields({ values, onChange, errors }: ProductFieldsProps) {
  const { t } = useTranslation();
  const vatOptions: SelectOption<TVatCode>[] = VAT_CODES.map((code) => ({
    id: code,
    data: code,
    searchableBy: t(`PRODUCTS.VAT.${code}`),
  }));
  const changeLookup = (path: string, patch: Partial<ProductFormValues>) => {
    onChange(patch);
    errors.change(path);
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} verticalSpacing="sm">
        <Input.Wrapper label={t('PRODUCTS.FIELD.KIND')}>
          <SegmentedControl
            display="flex"
            value={values.isService ? 'service' : 'goods'}
            // Goods take a product group, services a service group: the old one no longer fits.
            onChange={(kind) =>
              changeLookup('groupId', { isService: kind === 'service', group: null })
            }
            data={KINDS.map((kind) => ({
              value: kind,
              label: t(`PRODUCTS.KIND.${kind.toUpperCase()}`),
            }))}
          />
        </Input.Wrapper>
        <TextInput
          label={t('PRODUCTS.FIELD.CODE')}
          required
          maxLength={40}
          autoComplete="off"
          {...bindText(errors, 'code', values.code, (code) => onChange({ code }))}
        />
        <TextInput
          label={t('PRODUCTS.FIELD.NAME')}
          required
          maxLength={200}
          {...bindText(errors, 'name', values.name, (name) => onChange({ name }))}
        />
        <CodeEntryLookup
          key={values.isService ? 'service' : 'goods'}
          endpoint={
            values.isService
              ? productEndpoints.lookupServiceGroups
              : productEndpoints.lookupProductGroups
          }
          label={t(values.isService ? 'PRODUCTS.FIELD.SERVICE_GROUP' : 'PRODUCTS.FIELD.GROUP')}
          value={values.group}
          onChange={(group) => changeLookup('groupId', { group })}
          error={errors.errorOf('groupId')}
        />
        <CodeEntryLookup
          endpoint={productEndpoints.lookupCatalogues}
          label={t('PRODUCTS.FIELD.CATALOGUE')}
          value={values.catalogue}
          onChange={(catalogue) => changeLookup('catalogueId', { catalogue })}
          error={errors.errorOf('catalogueId')}
        />
        <CodeEntryLookup
          endpoint={codeEndpoints.measureUnits}
          label={t('PRODUCTS.FIELD.MEASURE_UNIT')}
          required
          clearable={false}
          isKeyedByCode
          value={{ id: 0, code: values.measureUnitCode, name: values.measureUnitCode }}
          onChange={(unit) =>
            unit && changeLookup('measureUnitCode', { measureUnitCode: unit.code })
          }
          error={errors.errorOf('measureUnitCode')}
        />
        <Select
          label={t('PRODUCTS.FIELD.VAT')}
          required
          options={vatOptions}
          value={values.vatCode}
          allowDeselect={false}
          onChange={(option) => option && changeLookup('vatCode', { vatCode: option.data })}
          error={errors.errorOf('vatCode')}
        />
        <TagsInput
          label={t('PRODUCTS.FIELD.ALIASES')}
          description={t('PRODUCTS.FORM.ALIASES_HINT')}
          value={values.aliases}
          maxTags={20}
          onChange={(aliases) => changeLookup('aliases', { aliases })}
          error={errors.errorOf('aliases')}
        />
        <Checkbox
          mt="xl"
          label={t('PRODUCTS.FIELD.ACTIVE')}
          checked={values.isActive}
          onChange={(event) => onChange({ isActive: event.currentTarget.checked })}
        />
        <Checkbox
          mt="xl"
          label={t('DESIGN_PROOFS.PRODUCT_FLAG')}
          checked={values.needsDesignProof}
          onChange={(event) => onChange({ needsDesignProof: event.currentTarget.checked })}
        />
      </SimpleGrid>
      <Textarea
        label={t('PRODUCTS.FIELD.DESCRIPTION')}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={4000}
        {...bindText(errors, 'description', values.description, (description) =>
          onChange({ description }),
        )}
      />
    </Stack>
  );
}
