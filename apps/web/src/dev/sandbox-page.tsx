import {
  type Endpoint,
  inboxEndpoints,
  navigationEndpoints,
  systemEndpoints,
  userEndpoints,
  welcomePageEndpoints,
} from '@kontor/contract';
import { Button, Code, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api/api-error';
import { callApi } from '../lib/api/client';
import { usePageTitle } from '../lib/page-title';
import classes from './dev.module.css';

/** The contract's GET calls without inputs: safe to try from here. */
const TRY_ENDPOINTS: readonly Endpoint[] = [
  systemEndpoints.info,
  userEndpoints.info,
  navigationEndpoints.menu,
  navigationEndpoints.history,
  navigationEndpoints.toolbarWidgets,
  welcomePageEndpoints.get,
  welcomePageEndpoints.getWidgetOrder,
  welcomePageEndpoints.mobile,
  inboxEndpoints.tasks,
  inboxEndpoints.messages,
];

/** A sandbox: calls an endpoint through the typed client and shows the parsed answer or error. */
export default function SandboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('DEV.SANDBOX'));
  const [selected, setSelected] = useState(0);
  const [output, setOutput] = useState('');
  const endpoint = TRY_ENDPOINTS[selected];

  async function run() {
    if (!endpoint) return;
    try {
      setOutput(JSON.stringify(await callApi(endpoint, {}), null, 2) ?? '204');
    } catch (error) {
      setOutput(
        error instanceof ApiError
          ? `${error.message}\n${JSON.stringify(error.body, null, 2)}`
          : String(error),
      );
    }
  }

  return (
    <Stack maw={900}>
      <Title order={1}>{t('DEV.SANDBOX')}</Title>
      <Text c="dimmed">{t('DEV.SANDBOX_INTRO')}</Text>
      <Group align="flex-end">
        <NativeSelect
          label={t('DEV.ENDPOINT')}
          value={String(selected)}
          onChange={(event) => setSelected(Number(event.currentTarget.value))}
          data={TRY_ENDPOINTS.map((candidate, index) => ({
            value: String(index),
            label: `${candidate.method} ${candidate.path}`,
          }))}
        />
        <Button onClick={() => void run()}>{t('DEV.CALL')}</Button>
      </Group>
      {endpoint && <Text size="sm">{endpoint.summary}</Text>}
      {output && (
        <Code block className={classes.json} data-testid="sandbox-output">
          {output}
        </Code>
      )}
    </Stack>
  );
}
