import { inboxEndpoints, type TTask } from '@kontor/contract';
import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../lib/format';
import { usePage } from '../../lib/page';
import { AppLink } from '../../shell/app-link';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { useProgress } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import classes from './inbox.module.css';
import { useCompleteTask, useTasks } from './inbox-api';

function isOverdue(task: TTask, today: string): boolean {
  return task.dueDate !== null && task.dueDate.slice(0, 10) < today;
}

function TaskCard({ task }: { task: TTask }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { claim } = useProgress();
  const complete = useCompleteTask();
  const today = new Date().toISOString().slice(0, 10);
  const reasonId = `task-${task.id}-not-yours`;

  async function onComplete() {
    try {
      await claim(complete.mutateAsync(task.id));
      toast.show(t('TASKS.COMPLETED', { title: task.title }), 'SUCCESS');
    } catch {
      toast.show(t('TASKS.COMPLETE_FAILED'), 'ERROR');
    }
  }

  return (
    <Card withBorder component="li" className={classes.item} data-task-id={task.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} className={classes.main}>
          <Group gap="xs">
            <Text fw={600}>{task.title}</Text>
            {task.kind === 'CUSTOMER_SERVICE' && (
              <Badge size="sm" variant="light">
                {t('TASKS.KIND_CUSTOMER_SERVICE')}
              </Badge>
            )}
            {task.department && task.kind !== 'CUSTOMER_SERVICE' && (
              <Badge size="sm" variant="outline" color="gray">
                {task.department}
              </Badge>
            )}
          </Group>
          {task.description && (
            <Text size="sm" c="dimmed">
              {task.description}
            </Text>
          )}
          <Group gap="md">
            {task.dueDate && (
              <Text size="xs" c={isOverdue(task, today) ? 'red.8' : 'dimmed'}>
                {t('TASKS.DUE', { date: formatDate(task.dueDate) })}
              </Text>
            )}
            {task.url && (
              <AppLink url={task.url} className={classes.link}>
                {t('TASKS.OPEN')}
              </AppLink>
            )}
            {!task.canComplete && (
              <Text size="xs" c="dimmed">
                {t('TASKS.ASSIGNEE', { name: task.assigneeName })}
              </Text>
            )}
          </Group>
          {!task.canComplete && (
            <Text size="xs" c="dimmed" id={reasonId} data-testid="task-not-yours">
              {t('TASKS.NOT_YOURS', { name: task.assigneeName })}
            </Text>
          )}
        </Stack>
        <ActionButton
          endpoint={inboxEndpoints.completeTask}
          size="xs"
          variant="light"
          leftSection={<IconCheck size={14} aria-hidden />}
          loading={complete.isPending}
          disabledReason={
            task.canComplete ? null : t('TASKS.NOT_YOURS', { name: task.assigneeName })
          }
          aria-describedby={task.canComplete ? undefined : reasonId}
          onClick={() => void onComplete()}
          aria-label={t('TASKS.COMPLETE_TASK', { title: task.title })}
        >
          {t('TASKS.COMPLETE')}
        </ActionButton>
      </Group>
    </Card>
  );
}

/** The welcome widgets link here with `department` or `kind` to show a part of the list. */
export function filterTasks(tasks: readonly TTask[], params: URLSearchParams): TTask[] {
  const department = params.get('department');
  const kind = params.get('kind');
  return tasks.filter(
    (task) => (!department || task.department === department) && (!kind || task.kind === kind),
  );
}

/**
 * 'Feladataim': the user's open tasks in the current firm, then those of their departments; the
 * user's own can be marked done, a colleague's only shows whose it is (README of inbox).
 */
export default function TasksPage() {
  const { t } = useTranslation();
  usePage({ title: t('TASKS.TITLE') });
  const [params] = useSearchParams();
  const isFiltered = params.has('department') || params.has('kind');
  const tasks = useTasks();
  const shown = tasks.data && filterTasks(tasks.data, params);
  return (
    <Stack maw={860}>
      <Title order={1} size="h2">
        {t('TASKS.TITLE')}
      </Title>
      {isFiltered && (
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {t('TASKS.FILTERED', {
              filter: params.get('department') ?? t('TASKS.KIND_CUSTOMER_SERVICE'),
            })}
          </Badge>
          <Anchor component={Link} to="/app/tasks" size="sm">
            {t('TASKS.ALL')}
          </Anchor>
        </Group>
      )}
      {tasks.isError && <ErrorMessage error={tasks.error} />}
      {tasks.isPending && <Skeleton height={80} />}
      {shown?.length === 0 && (
        <Group gap="xs" c="dimmed">
          <IconCircleCheck aria-hidden />
          <Text>{t('TASKS.EMPTY')}</Text>
        </Group>
      )}
      {shown && shown.length > 0 && (
        <ul className={classes.list} aria-label={t('TASKS.TITLE')}>
          {shown.map((task) => (
            <TaskCard key={task.id} task={task} />
          ))}
        </ul>
      )}
    </Stack>
  );
}
