import { welcomePageEndpoints } from '@kontor/contract';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInteger } from '../../lib/format';
import { endpointQuery } from '../../lib/query';
import { AppLink } from '../app-link';
import { ErrorMessage } from '../error-message';

const mobileWelcomeQuery = endpointQuery(welcomePageEndpoints.mobile);

/** The simplified start page of the mobile view: greeting, firm, open counts and quick links. */
export function MobileWelcome() {
  const { t } = useTranslation();
  const { data, error } = useQuery(mobileWelcomeQuery);
  if (error) return <ErrorMessage error={error} />;
  if (!data) return <Skeleton height={200} />;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h3">
          {t('WELCOME.GREETING', { name: data.welcome.nickName })}
        </Title>
        <Text c="dimmed" size="sm">
          {data.currentFirm.name}
        </Text>
      </div>
      <SimpleGrid cols={2}>
        <Card withBorder component={Link} to="/app/tasks">
          <Text size="xl" fw={700}>
            {formatInteger(data.openTaskCount)}
          </Text>
          <Text size="sm">{t('TASKS.TITLE')}</Text>
        </Card>
        <Card withBorder component={Link} to="/app/messages">
          <Text size="xl" fw={700}>
            {formatInteger(data.unreadMessageCount)}
          </Text>
          <Text size="sm">{t('MESSAGES.UNREAD')}</Text>
        </Card>
      </SimpleGrid>
      {data.quickLinks.length > 0 && (
        <Group gap="xs">
          {data.quickLinks.map((link) => (
            <AppLink key={link.url} url={link.url}>
              {link.label}
            </AppLink>
          ))}
        </Group>
      )}
    </Stack>
  );
}
