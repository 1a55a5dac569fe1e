import { STOCK_COUNT_OPEN_STATES, type TStockCount } from '@kontor/contract';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconBarcode, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatQuantity } from '../../lib/format';
import { usePage } from '../../lib/page';
import { usePermission } from '../../lib/permissions';
import { ErrorMessage } from '../../shell/error-message';
import { Badge } from '../../ui/badge';
import { CameraScanButton } from '../../ui/scan/camera-scan-button';
import { PendingActions } from '../../ui/scan/pending-actions';
import { useWedgeScanner } from '../../ui/scan/use-wedge-scanner';
import classes from './stock-counts.module.css';
import { countIdOf, STATE_COLORS, useStockCount } from './stock-counts-api';
import { type Notice, useCountScreen } from './use-count-screen';

const NOTICE_COLORS: Record<Notice['tone'], string> = { ok: 'green', error: 'red', info: 'blue' };

/** A code typed by hand (no scanner at hand); its own Enter, so the page's scanner leaves it be. */
function CodeEntry({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const submit = () => {
    if (code.trim() === '') return;
    onCode(code.trim());
    setCode('');
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          data-scan-target
          label={t('STOCK_COUNTS.CODE')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          size="md"
          style={{ flex: 1 }}
          autoComplete="off"
        />
        <Button type="submit" size="md" variant="default" className={classes.target}>
          {t('STOCK_COUNTS.CODE_OK')}
        </Button>
      </Group>
    </form>
  );
}

/** The counting screen: phone-first, scanner-first; the worker does not see expected quantities. */
function CountScreen({ count }: { count: TStockCount }) {
  const { t } = useTranslation();
  const screen = useCountScreen(count);
  useWedgeScanner((code) => void screen.scan(code));
  const here = screen.location
    ? count.lines.filter((l) => l.storageId === screen.location?.id)
    : [];
  const step = !screen.location ? 'LOCATION' : !screen.product ? 'PRODUCT' : 'QUANTITY';
  return (
    <Stack gap="sm">
      <Paper withBorder p="md" className={classes.step}>
        <Stack gap="sm">
          <Text fw={700} size="lg" aria-live="polite">
            {t(`STOCK_COUNTS.STEP.${step}`)}
          </Text>
          {screen.location && (
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                <IconMapPin aria-hidden />
                <Text fw={600} data-testid="count-location">
                  {screen.location.code} – {screen.location.name}
                </Text>
              </Group>
              <Button variant="subtle" className={classes.target} onClick={screen.leaveLocation}>
                {t('STOCK_COUNTS.CHANGE_LOCATION')}
              </Button>
            </Group>
          )}
          {screen.product && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void screen.save();
              }}
            >
              <Stack gap="sm">
                <Group gap="xs" wrap="nowrap">
                  <IconBarcode aria-hidden />
                  <Text fw={600} data-testid="count-product">
                    {screen.product.code} – {screen.product.name}
                  </Text>
                </Group>
                <TextInput
                  ref={screen.quantityField}
                  label={`${t('STOCK_COUNTS.QUANTITY')} (${screen.product.unit})`}
                  value={screen.quantity}
                  onChange={(event) => screen.setQuantity(event.currentTarget.value)}
                  inputMode="decimal"
                  autoComplete="off"
                  size="xl"
                />
                <Button type="submit" size="lg" fullWidth>
                  {t('STOCK_COUNTS.SAVE')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
      {screen.notice && (
        <Alert color={NOTICE_COLORS[screen.notice.tone]} role="status" data-testid="count-notice">
          {screen.notice.text}
        </Alert>
      )}
      {screen.waiting.length > 0 && (
        <Alert color="blue" title={t('STOCK_COUNTS.WAITING_TITLE')}>
          <Stack gap={2}>
            {screen.waiting.map((label) => (
              <Text key={label} size="sm">
                {label}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <CodeEntry onCode={(code) => void screen.scan(code)} />
      <CameraScanButton onScan={(code) => void screen.scan(code)} />
      {screen.location && (
        <Stack gap={4}>
          <Title order={2} size="h5">
            {t('STOCK_COUNTS.LINES_HERE')}
          </Title>
          {here.length === 0 && <Text c="dimmed">{t('STOCK_COUNTS.NOTHING_HERE')}</Text>}
          {here.map((line) => (
            <UnstyledButton
              key={line.id}
              className={classes.line}
              onClick={() => screen.pick(line)}
              data-counted={line.counted !== null}
            >
              <Text fw={600}>{line.productCode}</Text>
              <Text size="sm">{line.productName}</Text>
              <Text size="sm" c={line.counted === null ? 'dimmed' : undefined}>
                {line.counted === null
                  ? t('STOCK_COUNTS.NOT_COUNTED')
                  : `${formatQuantity(line.counted)} ${line.unit} · ${line.countedBy ?? ''}`}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** `/app/stock-counts/:countId`: progress, the counting screen, the link to the review. */
export default function StockCountPage() {
  const { t } = useTranslation();
  const id = countIdOf(useParams().countId);
  const count = useStockCount(id);
  const mayPost = usePermission('stock.post-count');
  usePage({ title: count.data ? `${t('STOCK_COUNTS.TITLE')} ${count.data.number}` : undefined });
  if (count.isError) return <ErrorMessage error={count.error} />;
  if (!count.data) return <Skeleton height={300} />;
  const data = count.data;
  const isOpen = STOCK_COUNT_OPEN_STATES.includes(data.state);
  return (
    <Stack gap="sm" maw={560} className={classes.page}>
      <Anchor component={Link} to="/app/stock-counts" size="sm">
        {t('STOCK_COUNTS.BACK_TO_LIST')}
      </Anchor>
      <Group justify="space-between" gap="xs">
        <Title order={1} size="h3">
          {data.number}
        </Title>
        <Badge color={STATE_COLORS[data.state]} size="md">
          {t(`STOCK_COUNTS.STATE.${data.state}`)}
        </Badge>
      </Group>
      <Text>
        {data.storageCode} – {data.storageName}
      </Text>
      <PendingActions />
      <Progress
        value={data.lineCount === 0 ? 0 : (100 * data.countedCount) / data.lineCount}
        aria-label={t('STOCK_COUNTS.PROGRESS')}
      />
      <Text size="sm" data-testid="count-progress">
        {t('STOCK_COUNTS.COUNTED_OF', { counted: data.countedCount, total: data.lineCount })}
      </Text>
      {isOpen ? (
        <CountScreen count={data} />
      ) : (
        <Alert color="gray">
          {t('STOCK_COUNTS.CLOSED', { state: t(`STOCK_COUNTS.STATE.${data.state}`) })}
        </Alert>
      )}
      {(mayPost || !isOpen) && (
        <Button
          component={Link}
          to={`/app/stock-counts/${data.id}/review`}
          variant="light"
          size="md"
        >
          {t('STOCK_COUNTS.REVIEW')}
        </Button>
      )}
    </Stack>
  );
}
