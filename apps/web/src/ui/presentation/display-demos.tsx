import { Button, Group, Stack, Table } from '@mantine/core';
import {
  IconBox,
  IconBuildingWarehouse,
  IconListDetails,
  IconPhoto,
  IconTruck,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatInteger } from '../../lib/format';
import { Badge, type BadgeColor, type BadgeSize } from '../badge';
import { ImagePreview } from '../image-preview';
import { LAYER } from '../layers';
import { type Tab, TabList } from '../tab-list';
import { Tooltip } from '../tooltip';
import { DemoSection } from './demo-section';

const SAMPLE_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="8" fill="#4c6ef5"/><path d="M12 46l12-16 9 11 7-8 12 13z" fill="#fff"/><circle cx="44" cy="20" r="6" fill="#ffd43b"/></svg>',
)}`;

export function ImagePreviewDemo() {
  const { t } = useTranslation();
  return (
    <DemoSection
      title={t('COMPONENT_PRESENTATION.IMAGE')}
      description={t('COMPONENT_PRESENTATION.IMAGE_DESCRIPTION')}
    >
      <Group gap="xl">
        <ImagePreview src={SAMPLE_IMAGE} alt={t('COMPONENT_PRESENTATION.IMAGE_DEFAULT')} />
        <ImagePreview
          src={SAMPLE_IMAGE}
          alt={t('COMPONENT_PRESENTATION.IMAGE_WITH_POPUP')}
          popupWidth={240}
        />
        <ImagePreview src={SAMPLE_IMAGE} alt={t('COMPONENT_PRESENTATION.IMAGE_LARGE')} width={64} />
        <ImagePreview
          src="/kontor/nincs-ilyen-kep.png"
          alt={t('COMPONENT_PRESENTATION.IMAGE_BROKEN')}
        />
      </Group>
    </DemoSection>
  );
}

const BADGE_LABEL_KEYS: Record<BadgeColor, string> = {
  success: 'COMPONENT_PRESENTATION.BADGE_SUCCESS',
  info: 'COMPONENT_PRESENTATION.BADGE_INFO',
  warn: 'COMPONENT_PRESENTATION.BADGE_WARN',
  error: 'COMPONENT_PRESENTATION.BADGE_ERROR',
  gray: 'COMPONENT_PRESENTATION.BADGE_GRAY',
};
const BADGE_SIZES: BadgeSize[] = ['xs', 'sm', 'md'];

export function BadgeDemo() {
  const { t } = useTranslation();
  return (
    <DemoSection
      title={t('COMPONENT_PRESENTATION.BADGE')}
      description={t('COMPONENT_PRESENTATION.BADGE_DESCRIPTION')}
    >
      <Stack gap="xs">
        {BADGE_SIZES.map((size) => (
          <Group key={size} gap="xs">
            {Object.entries(BADGE_LABEL_KEYS).map(([color, labelKey]) => (
              <Badge key={color} color={color as BadgeColor} size={size}>
                {t(labelKey)}
              </Badge>
            ))}
          </Group>
        ))}
      </Stack>
    </DemoSection>
  );
}

export function TooltipDemo() {
  const { t } = useTranslation();
  return (
    <DemoSection
      title={t('COMPONENT_PRESENTATION.TOOLTIP')}
      description={t('COMPONENT_PRESENTATION.TOOLTIP_DESCRIPTION')}
    >
      <Group>
        <Tooltip label={t('COMPONENT_PRESENTATION.TOOLTIP_TEXT')}>
          <Button variant="default">{t('COMPONENT_PRESENTATION.TOOLTIP_DEFAULT')}</Button>
        </Tooltip>
        <Tooltip label={t('COMPONENT_PRESENTATION.TOOLTIP_TEXT')} position="right">
          <Button variant="default">{t('COMPONENT_PRESENTATION.TOOLTIP_RIGHT')}</Button>
        </Tooltip>
      </Group>
    </DemoSection>
  );
}

interface DemoTab {
  id: string;
  labelKey: string;
  icon: ReactNode;
  shouldShow: boolean;
}

// The variants tab is hidden, as a product without variants would have it.
const DEMO_TAB_ROWS: DemoTab[][] = [
  [
    {
      id: 'attributes',
      labelKey: 'COMPONENT_PRESENTATION.TAB_ATTRIBUTES',
      icon: <IconListDetails size={16} aria-hidden />,
      shouldShow: true,
    },
    {
      id: 'storage',
      labelKey: 'COMPONENT_PRESENTATION.TAB_STORAGE',
      icon: <IconBuildingWarehouse size={16} aria-hidden />,
      shouldShow: true,
    },
    {
      id: 'variants',
      labelKey: 'COMPONENT_PRESENTATION.TAB_VARIANTS',
      icon: <IconBox size={16} aria-hidden />,
      shouldShow: false,
    },
  ],
  [
    {
      id: 'media',
      labelKey: 'COMPONENT_PRESENTATION.TAB_MEDIA',
      icon: <IconPhoto size={16} aria-hidden />,
      shouldShow: true,
    },
    {
      id: 'supplier',
      labelKey: 'COMPONENT_PRESENTATION.TAB_SUPPLIER',
      icon: <IconTruck size={16} aria-hidden />,
      shouldShow: true,
    },
  ],
];

export function TabListDemo() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const selected = searchParams.get('tab') ?? 'attributes';
  const rows: Tab[][] = DEMO_TAB_ROWS.map((row) =>
    row.map(({ id, labelKey, icon, shouldShow }) => ({
      label: t(labelKey),
      icon,
      navigationUrl: `?tab=${id}`,
      isSelected: id === selected,
      shouldShow,
    })),
  );
  return (
    <DemoSection
      title={t('COMPONENT_PRESENTATION.TAB_LIST')}
      description={t('COMPONENT_PRESENTATION.TAB_LIST_DESCRIPTION')}
    >
      <TabList
        label={t('COMPONENT_PRESENTATION.TAB_LIST')}
        rows={rows}
        renderLink={({ href, children, ...props }) => (
          <Link to={href} replace preventScrollReset {...props}>
            {children}
          </Link>
        )}
      />
    </DemoSection>
  );
}

const LAYER_LABEL_KEYS: Record<keyof typeof LAYER, string> = {
  navbar: 'COMPONENT_PRESENTATION.LAYER_NAVBAR',
  pageOverlay: 'COMPONENT_PRESENTATION.LAYER_PAGE_OVERLAY',
  dialog: 'COMPONENT_PRESENTATION.LAYER_DIALOG',
  spinner: 'COMPONENT_PRESENTATION.LAYER_SPINNER',
  hotkeyOverlay: 'COMPONENT_PRESENTATION.LAYER_HOTKEY_OVERLAY',
  dialogAboveSpinner: 'COMPONENT_PRESENTATION.LAYER_DIALOG_ABOVE_SPINNER',
};

export function LayersDemo() {
  const { t } = useTranslation();
  return (
    <DemoSection
      title={t('COMPONENT_PRESENTATION.LAYERS')}
      description={t('COMPONENT_PRESENTATION.LAYERS_DESCRIPTION')}
    >
      <Table withTableBorder striped maw={420}>
        <Table.Tbody>
          {Object.entries(LAYER_LABEL_KEYS).map(([name, labelKey]) => (
            <Table.Tr key={name}>
              <Table.Td>{t(labelKey)}</Table.Td>
              <Table.Td ta="right">{formatInteger(LAYER[name as keyof typeof LAYER])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </DemoSection>
  );
}
