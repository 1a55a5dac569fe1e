import {
  PARTNER_LINK_TYPES,
  partnerEndpoints,
  type TPartnerLink,
  type TPartnerLinkType,
} from '@kontor/contract';
import { Anchor, Grid, Stack, Table, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { ErrorMessage } from '../../../shell/error-message';
import { ActionButton } from '../../../ui/action-button';
import { Select, type SelectOption } from '../../../ui/select';
import { SmallSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { useCreateLink, useDeleteLink, useLinks } from '../api/partners-api';
import { PartnerLookup, type PartnerRef } from '../components/partner-lookup';
import { problemFieldErrors } from '../form/field-errors';
import { useRowDelete } from './row-delete';

/** Partners linked to this one (parent company, branch, payer, …): link one, remove a link. */
export function LinksSection({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const links = useLinks(partnerId);
  const create = useCreateLink(partnerId);
  const remove = useDeleteLink(partnerId);
  const [linkType, setLinkType] = useState<TPartnerLinkType>('RELATED');
  const [linked, setLinked] = useState<PartnerRef | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rowDelete = useRowDelete<TPartnerLink>(remove, 'PARTNERS.LINK', (link) => ({
    name: link?.partner.name ?? '',
  }));
  useUnsavedGuard(linked !== null);

  const typeOptions: SelectOption<TPartnerLinkType>[] = PARTNER_LINK_TYPES.map((type) => ({
    id: type,
    data: type,
    searchableBy: t(`PARTNERS.LINK_TYPE.${type}`),
  }));

  async function onSubmit() {
    if (!linked) {
      setError(t('PARTNERS.ERROR.LINK_PARTNER'));
      return;
    }
    try {
      await create.mutateAsync({ linkedPartnerId: linked.id, linkType });
      toast.show(t('PARTNERS.LINK.SAVED', { name: linked.name }), 'SUCCESS');
      setLinked(null);
      setError(null);
    } catch (failure) {
      const [key] = Object.values(problemFieldErrors(failure));
      setError(key ? t(key) : t('PARTNERS.SAVE_FAILED'));
    }
  }

  if (links.isError) return <ErrorMessage error={links.error} />;
  return (
    <Stack gap="md">
      <SmallSpinner isActive={links.isPending} />
      {links.data?.length === 0 && <Text c="dimmed">{t('PARTNERS.LINK.EMPTY')}</Text>}
      {links.data && links.data.length > 0 && (
        <Table striped aria-label={t('PARTNERS.TAB.LINKS')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('PARTNERS.LINK.TYPE')}</Table.Th>
              <Table.Th>{t('PARTNERS.FIELD.CODE')}</Table.Th>
              <Table.Th>{t('PARTNERS.FIELD.NAME')}</Table.Th>
              <Table.Th aria-label={t('PARTNERS.ACTIONS')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {links.data.map((link) => (
              <Table.Tr key={link.id}>
                <Table.Td>{t(`PARTNERS.LINK_TYPE.${link.linkType}`)}</Table.Td>
                <Table.Td>{link.partner.code}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/app/PartnerForm?id=${link.partner.id}`}>
                    {link.partner.name}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">{rowDelete.button(link)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <form
        noValidate
        aria-label={t('PARTNERS.LINK.ADD')}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Select
              label={t('PARTNERS.LINK.TYPE')}
              options={typeOptions}
              value={linkType}
              allowDeselect={false}
              onChange={(option) => option && setLinkType(option.data)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <PartnerLookup
              lookup="linkable"
              label={t('PARTNERS.LINK.PARTNER')}
              value={linked}
              excludeIds={[partnerId]}
              onChange={(value) => {
                setLinked(value);
                setError(null);
              }}
              error={error}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 2 }}>
            <ActionButton
              endpoint={partnerEndpoints.createLink}
              type="submit"
              variant="light"
              fullWidth
              loading={create.isPending}
              leftSection={<IconLink size={16} aria-hidden />}
            >
              {t('PARTNERS.LINK.ADD')}
            </ActionButton>
          </Grid.Col>
        </Grid>
      </form>
      {rowDelete.dialog}
    </Stack>
  );
}
