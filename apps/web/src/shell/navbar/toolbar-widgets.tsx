import type { TToolbarWidget } from '@kontor/contract';
import { type Icon, IconInbox, IconMail, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Badge } from '../../ui/badge';
import { Tooltip } from '../../ui/tooltip';
import classes from './navbar.module.css';

/** The icon of each toolbar widget type (000 §2): inbox, envelope, cog. */
export function toolbarWidgetIcon(type: string): Icon {
  switch (type) {
    case 'ToolbarTaskWidget':
      return IconInbox;
    case 'ToolbarMessageWidget':
      return IconMail;
    case 'DeveloperToolsWidget':
      return IconSettings;
    default:
      throw new Error(`Unknown toolbar widget type: ${type}`);
  }
}

/** Only the task and message widgets count; their badge shows only above 0. */
function hasBadge(widget: TToolbarWidget): boolean {
  return widget.type !== 'DeveloperToolsWidget' && widget.count > 0;
}

export function ToolbarWidget({ widget }: { widget: TToolbarWidget }) {
  const WidgetIcon = toolbarWidgetIcon(widget.type);
  return (
    <Tooltip label={widget.tooltip}>
      <Link
        to={widget.url}
        className={classes.toolbarWidget}
        // The name holds the visible count as a word of its own (axe: label-content-name-mismatch).
        aria-label={hasBadge(widget) ? `${widget.tooltip} ${widget.count}` : widget.tooltip}
        data-widget-type={widget.type}
      >
        <WidgetIcon size={24} stroke={1.6} aria-hidden />
        {hasBadge(widget) && (
          <Badge size="xs" color="error" circle={widget.count < 10} className={classes.badge}>
            {widget.count}
          </Badge>
        )}
      </Link>
    </Tooltip>
  );
}

export function ToolbarWidgets({ widgets }: { widgets: readonly TToolbarWidget[] }) {
  return (
    <div className={classes.toolbar}>
      {widgets.map((widget) => (
        <ToolbarWidget key={widget.type} widget={widget} />
      ))}
    </div>
  );
}
