import type { TPartner } from '@kontor/contract';
import { Anchor, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { usePage } from '../../lib/page';
import { Editable } from '../../lib/permissions';
import { ErrorMessage } from '../../shell/error-message';
import { Badge } from '../../ui/badge';
import { ErrorDisplay } from '../../ui/error-display';
import { KeptTabPanels } from '../../ui/kept-tab-panels';
import { type Tab, TabList } from '../../ui/tab-list';
import { usePartner } from './api/partners-api';
import { PartnerEditor } from './form/partner-editor';
import { BankAccountsSection } from './sections/bank-accounts-section';
import { ContactsSection } from './sections/contacts-section';
import { LastOrdersSection } from './sections/last-orders-section';
import { LinksSection } from './sections/links-section';

const TABS = ['contacts', 'bank-accounts', 'links', 'orders'] as const;
type DetailTab = (typeof TABS)[number];

/** `?id=12` → 12; no id → null (a new partner); anything else → undefined (no such partner). */
export function partnerIdOf(params: URLSearchParams): number | null | undefined {
  const raw = params.get('id');
  if (raw === null || raw === '') return null;
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}

function tabOf(params: URLSearchParams): DetailTab {
  return TABS.find((tab) => tab === params.get('tab')) ?? 'contacts';
}

/** The sections of a stored partner, each a tab whose link keeps it in the URL; kept once shown. */
function PartnerDetails({ partner, tab }: { partner: TPartner; tab: DetailTab }) {
  const { t } = useTranslation();
  const labels: Record<DetailTab, string> = {
    contacts: t('PARTNERS.TAB.CONTACTS'),
    'bank-accounts': t('PARTNERS.TAB.BANK_ACCOUNTS'),
    links: t('PARTNERS.TAB.LINKS'),
    orders: t('PARTNERS.TAB.ORDERS'),
  };
  const tabs: Tab[] = TABS.map((name) => ({
    label: labels[name],
    navigationUrl: `/app/PartnerForm?id=${partner.id}&tab=${name}`,
    isSelected: name === tab,
    shouldShow: true,
  }));
  const sections: Record<DetailTab, () => ReactNode> = {
    contacts: () => <ContactsSection partnerId={partner.id} />,
    'bank-accounts': () => <BankAccountsSection partnerId={partner.id} />,
    links: () => <LinksSection partnerId={partner.id} />,
    orders: () => <LastOrdersSection partnerId={partner.id} />,
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <TabList
          rows={[tabs]}
          label={t('PARTNERS.FORM.DETAILS')}
          renderLink={({ href, children, ...rest }) => (
            <Link to={href} replace preventScrollReset {...rest}>
              {children}
            </Link>
          )}
        />
        <KeptTabPanels selected={tab} renderPanel={(key) => sections[key]()} />
      </Stack>
    </Paper>
  );
}

/** `/app/PartnerForm?id=N`: one partner with its sections; without an id, a new partner. */
export default function PartnerFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = partnerIdOf(params);
  const partner = usePartner(id ?? null);
  const isNew = id === null;
  const name = partner.data?.name;
  usePage({ title: isNew ? t('PARTNERS.FORM.NEW_TITLE') : name });

  const isMissing =
    id === undefined || (partner.error instanceof ApiError && partner.error.status === 404);
  return (
    <Stack maw={1100} gap="md">
      <Anchor component={Link} to="/app/partners" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('PARTNERS.LIST.TITLE')}
        </Group>
      </Anchor>
      <Group gap="sm">
        <Title order={1} size="h2">
          {isNew ? t('PARTNERS.FORM.NEW_TITLE') : (name ?? t('PARTNERS.FORM.TITLE'))}
        </Title>
        {partner.data && (
          <Badge color="gray" size="md">
            {partner.data.code}
          </Badge>
        )}
        {partner.data && !partner.data.isActive && (
          <Badge color="warn" size="md">
            {t('PARTNERS.INACTIVE')}
          </Badge>
        )}
      </Group>
      {isMissing && <ErrorDisplay message={t('PARTNERS.FORM.NOT_FOUND')} />}
      {!isMissing && partner.isError && <ErrorMessage error={partner.error} />}
      {!isNew && !isMissing && partner.isPending && <Skeleton height={480} />}
      <Editable permission="partners.write">
        {isNew && <PartnerEditor key="new" partner={null} />}
        {partner.data && (
          <>
            <PartnerEditor key={partner.data.id} partner={partner.data} />
            <PartnerDetails key={partner.data.id} partner={partner.data} tab={tabOf(params)} />
          </>
        )}
      </Editable>
    </Stack>
  );
}
