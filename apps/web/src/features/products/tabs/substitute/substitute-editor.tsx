import type { TProductBase } from '@kontor/contract';
import { productEndpoints } from '@kontor/contract';
import { ActionIcon, Anchor, Box, Group, Stack, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../../lib/api/api-error';
import { hasChanged, useUnsavedGuard } from '../../../../lib/forms/unsaved-changes';
import { ActionButton } from '../../../../ui/action-button';
import { ErrorDisplay } from '../../../../ui/error-display';
import { useToast } from '../../../../ui/toast';
import { ProductLookup, type ProductRef } from '../../components/product-lookup';
import { productTabUrl } from '../../form/product-tabs';
import { useSaveSubstitutes } from './substitute-api';

/** The contract's limit of substitutes per product. */
const MAX_SUBSTITUTES = 50;

const refOf = ({ id, code, name }: TProductBase): ProductRef => ({ id, code, name });

/**
 * The products that may be delivered instead of this one (one direction): pick to add, remove,
 * then save the list.
 */
export function SubstituteEditor({
  productId,
  saved,
}: {
  productId: number;
  saved: readonly TProductBase[];
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveSubstitutes(productId);
  const [list, setList] = useState<ProductRef[]>(() => saved.map(refOf));
  const [failure, setFailure] = useState<string | null>(null);
  const idsOf = (products: readonly { id: number }[]) => products.map((product) => product.id);
  useUnsavedGuard(hasChanged(idsOf(list), idsOf(saved)));
  const isFull = list.length >= MAX_SUBSTITUTES;

  async function onSubmit() {
    setFailure(null);
    try {
      const answer = await save.mutateAsync(list.map((product) => product.id));
      setList(answer.map(refOf));
      toast.show(t('PRODUCTS.SUBSTITUTE.SAVED'), 'SUCCESS');
    } catch (error) {
      // The server names the first entry it refuses (gone, inactive or another firm's).
      const path = error instanceof ApiError ? error.problem?.errors?.[0]?.path : undefined;
      const refused = list[Number(path?.match(/^substituteIds\.(\d+)$/)?.[1] ?? -1)];
      setFailure(
        refused
          ? t('PRODUCTS.SUBSTITUTE.ERROR_PRODUCT', { code: refused.code })
          : t('PRODUCTS.SUBSTITUTE.SAVE_FAILED'),
      );
    }
  }

  return (
    <form
      noValidate
      aria-label={t('PRODUCTS.SUBSTITUTE.TITLE')}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="sm">
        {list.length === 0 ? (
          <Text c="dimmed">{t('PRODUCTS.SUBSTITUTE.EMPTY')}</Text>
        ) : (
          <Table striped aria-label={t('PRODUCTS.SUBSTITUTE.TITLE')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('PRODUCTS.SUBSTITUTE.CODE')}</Table.Th>
                <Table.Th>{t('PRODUCTS.SUBSTITUTE.NAME')}</Table.Th>
                <Table.Th w={48} aria-label={t('PRODUCTS.SUBSTITUTE.ACTIONS')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((product) => (
                <Table.Tr key={product.id}>
                  <Table.Td>
                    <Anchor component={Link} to={productTabUrl(product.id, 'attributes')}>
                      {product.code}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{product.name}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('PRODUCTS.SUBSTITUTE.REMOVE_NAMED', { code: product.code })}
                      onClick={() => setList((current) => current.filter((p) => p !== product))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {failure && <ErrorDisplay message={failure} />}
        <Group align="flex-end" justify="space-between">
          <Box w={420} maw="100%">
            <ProductLookup
              label={t('PRODUCTS.SUBSTITUTE.ADD')}
              placeholder={t('PRODUCTS.SUBSTITUTE.ADD_PLACEHOLDER')}
              value={null}
              disabled={isFull}
              excludeIds={[productId, ...list.map((product) => product.id)]}
              onChange={(product) => {
                if (product) setList((current) => [...current, product]);
              }}
              clearable={false}
            />
          </Box>
          <ActionButton
            endpoint={productEndpoints.setSubstitutes}
            type="submit"
            loading={save.isPending}
          >
            {t('PRODUCTS.SUBSTITUTE.SAVE')}
          </ActionButton>
        </Group>
        {isFull && (
          <Text c="dimmed">{t('PRODUCTS.SUBSTITUTE.FULL', { max: MAX_SUBSTITUTES })}</Text>
        )}
      </Stack>
    </form>
  );
}
