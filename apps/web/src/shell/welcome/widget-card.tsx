import type { TWidget } from '@kontor/contract';
import { ActionIcon, Button, Paper, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconCircleCheck,
  IconGripVertical,
  IconInfoCircle,
  IconPlus,
  IconX,
} from '@tabler/icons-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger, formatMoney } from '../../lib/format';
import { Tooltip } from '../../ui/tooltip';
import { AppLink } from '../app-link';
import classes from './welcome-page.module.css';
import { creationShortcut, fullListShortcut } from './widget-rules';

export interface WidgetCardFrameProps {
  title: string;
  isExpanded?: boolean;
  onToggleExpanded?: () => void;
  onReturn: () => void;
  /** Props of the drag handle (dnd-kit attributes and listeners). */
  handleProps: HTMLAttributes<HTMLButtonElement>;
  tooltip?: string | null;
  children?: ReactNode;
}

function WidgetCardFrame({
  title,
  isExpanded,
  onToggleExpanded,
  onReturn,
  handleProps,
  tooltip,
  children,
}: WidgetCardFrameProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder shadow="xs" className={classes.card} component="article" aria-label={title}>
      <header className={classes.cardHeader}>
        <button
          type="button"
          className={classes.handle}
          aria-label={t('WELCOME.MOVE_WIDGET', { title })}
          {...handleProps}
        >
          <IconGripVertical size={16} aria-hidden />
        </button>
        <h2 className={classes.cardTitle}>{title}</h2>
        {tooltip && (
          <Tooltip label={tooltip} multiline w={240}>
            <span className={classes.info} role="img" aria-label={tooltip}>
              <IconInfoCircle size={16} aria-hidden />
            </span>
          </Tooltip>
        )}
        {onToggleExpanded && (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onToggleExpanded}
            aria-expanded={isExpanded}
            aria-label={t(isExpanded ? 'WELCOME.COLLAPSE' : 'WELCOME.EXPAND', { title })}
          >
            {isExpanded ? (
              <IconChevronUp size={16} aria-hidden />
            ) : (
              <IconChevronDown size={16} aria-hidden />
            )}
          </ActionIcon>
        )}
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onReturn}
          aria-label={t('WELCOME.RETURN_WIDGET', { title })}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </header>
      {children}
    </Paper>
  );
}

function Figure({ widget }: { widget: TWidget }) {
  const { t } = useTranslation();
  if (widget.count === 0 && widget.showCheckmarkIfEmpty) {
    return (
      <div className={classes.figure}>
        <IconCircleCheck size={40} color="var(--mantine-color-green-7)" aria-hidden />
        <span className={classes.srOnly}>{t('WELCOME.NOTHING_TO_DO')}</span>
      </div>
    );
  }
  if (widget.count === null && widget.sum === null) return null;
  return (
    <div className={classes.figure}>
      {widget.count !== null && (
        <span className={classes.count}>{formatInteger(widget.count)}</span>
      )}
      {widget.sum !== null && (
        <span className={classes.sum}>{formatMoney(widget.sum, widget.currency)}</span>
      )}
    </div>
  );
}

/** The server sends each link's text ready to show (its `key`), like the menu labels. */
function LinkList({ links, label }: { links: TWidget['URLList']; label: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={classes.linkList} aria-label={label}>
      {links.map((link) => (
        <li key={`${link.key}-${link.URL}`}>
          <AppLink url={link.URL} className={classes.widgetLink}>
            {link.key}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

export interface WidgetCardProps {
  widget: TWidget;
  isExpanded: boolean;
  onToggleExpanded: () => void;
  onReturn: () => void;
  handleProps: HTMLAttributes<HTMLButtonElement>;
}

/** One welcome widget: its figure, links, department tasks and shortcuts. */
export function WidgetCard({
  widget,
  isExpanded,
  onToggleExpanded,
  onReturn,
  handleProps,
}: WidgetCardProps) {
  const { t } = useTranslation();
  const fullList = fullListShortcut(widget);
  const create = creationShortcut(widget);
  return (
    <WidgetCardFrame
      title={widget.title}
      tooltip={widget.tooltip}
      isExpanded={isExpanded}
      onToggleExpanded={onToggleExpanded}
      onReturn={onReturn}
      handleProps={handleProps}
    >
      <Figure widget={widget} />
      {isExpanded && (
        <div className={classes.cardBody}>
          <LinkList links={widget.URLList} label={t('WELCOME.LINKS')} />
          <LinkList links={widget.departmentTasks} label={t('WELCOME.DEPARTMENT_TASKS')} />
        </div>
      )}
      {(fullList || create) && (
        <footer className={classes.cardFooter}>
          {fullList && (
            <AppLink url={fullList.url} className={classes.widgetLink} data-shortcut="full-list">
              {fullList.text}
            </AppLink>
          )}
          {create && (
            <Button
              component={AppLink}
              url={create.url}
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              data-shortcut="create"
            >
              {create.text}
            </Button>
          )}
        </footer>
      )}
    </WidgetCardFrame>
  );
}

/** An id of the saved order that the server sent no widget for. */
export function UnresolvedWidgetCard({
  id,
  onReturn,
  handleProps,
}: {
  id: string;
  onReturn: () => void;
  handleProps: HTMLAttributes<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  return (
    <WidgetCardFrame
      title={t('WELCOME.UNRESOLVED_TITLE')}
      onReturn={onReturn}
      handleProps={handleProps}
    >
      <Text size="sm" c="dimmed" data-unresolved-id={id}>
        {t('WELCOME.UNRESOLVED_TEXT', { id })}
      </Text>
    </WidgetCardFrame>
  );
}
