import type { TContact } from '@kontor/contract';
import { partnerEndpoints } from '@kontor/contract';
import { ActionIcon, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../shell/error-message';
import { ActionButton } from '../../../ui/action-button';
import { Badge } from '../../../ui/badge';
import { SmallSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { Tooltip } from '../../../ui/tooltip';
import { useContacts, useDeleteContact, useSaveContact } from '../api/partners-api';
import { ContactFormModal, contactBodyOf } from '../components/contact-form-modal';
import { ContactSelect } from '../components/contact-select';
import { useRowDelete } from './row-delete';

/** The partner's contact persons: the primary one chosen, the list to add, edit and delete. */
export function ContactsSection({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const contacts = useContacts(partnerId);
  const save = useSaveContact(partnerId);
  const remove = useDeleteContact(partnerId);
  // undefined: closed; null: a new contact; a contact: editing it
  const [editing, setEditing] = useState<TContact | null | undefined>(undefined);
  const rowDelete = useRowDelete<TContact>(remove, 'PARTNERS.CONTACT', (contact) => ({
    name: contact?.name ?? '',
  }));
  const primary = contacts.data?.find((contact) => contact.isPrimary) ?? null;

  async function makePrimary(contact: TContact | null) {
    if (!contact || contact.isPrimary) return;
    try {
      await save.mutateAsync({
        contact,
        body: contactBodyOf({
          name: contact.name,
          email: contact.email ?? '',
          phone: contact.phone ?? '',
          position: contact.position ?? '',
          isPrimary: true,
          language: contact.language ?? '',
        }),
      });
      toast.show(t('PARTNERS.CONTACT.PRIMARY_SET', { name: contact.name }), 'SUCCESS');
    } catch {
      toast.show(t('PARTNERS.SAVE_FAILED'), 'ERROR');
    }
  }

  if (contacts.isError) return <ErrorMessage error={contacts.error} />;
  return (
    <Stack gap="sm">
      <Group align="flex-end" justify="space-between">
        <ContactSelect
          partnerId={partnerId}
          label={t('PARTNERS.FIELD.PRIMARY_CONTACT')}
          value={primary?.id ?? null}
          createsPrimary
          allowDeselect={false}
          onChange={(contact) => void makePrimary(contact)}
          w={420}
        />
        <ActionButton
          endpoint={partnerEndpoints.createContact}
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing(null)}
        >
          {t('PARTNERS.CONTACT.ADD')}
        </ActionButton>
      </Group>
      <SmallSpinner isActive={contacts.isPending} />
      {contacts.data?.length === 0 && <Text c="dimmed">{t('PARTNERS.CONTACT.EMPTY')}</Text>}
      {contacts.data && contacts.data.length > 0 && (
        <Table striped highlightOnHover aria-label={t('PARTNERS.TAB.CONTACTS')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('PARTNERS.CONTACT.NAME')}</Table.Th>
              <Table.Th>{t('PARTNERS.CONTACT.POSITION')}</Table.Th>
              <Table.Th>{t('PARTNERS.CONTACT.EMAIL')}</Table.Th>
              <Table.Th>{t('PARTNERS.CONTACT.PHONE')}</Table.Th>
              <Table.Th aria-label={t('PARTNERS.ACTIONS')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {contacts.data.map((contact) => (
              <Table.Tr key={contact.id} data-contact-id={contact.id}>
                <Table.Td>
                  <Group gap="xs">
                    {contact.name}
                    {contact.isPrimary && (
                      <Badge color="info" size="xs">
                        {t('PARTNERS.CONTACT.PRIMARY')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{contact.position}</Table.Td>
                <Table.Td>{contact.email}</Table.Td>
                <Table.Td>{contact.phone}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label={t('PARTNERS.EDIT')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('PARTNERS.CONTACT.EDIT_NAMED', { name: contact.name })}
                        onClick={() => setEditing(contact)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    {rowDelete.button(contact)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ContactFormModal
        partnerId={partnerId}
        contact={editing ?? null}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      {rowDelete.dialog}
    </Stack>
  );
}
