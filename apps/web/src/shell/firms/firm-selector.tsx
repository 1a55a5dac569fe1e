import { Popover, UnstyledButton } from '@mantine/core';
import { IconBuilding, IconChevronDown } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmLeave } from '../../lib/forms/unsaved-changes';
import { userStore } from '../../lib/session';
import { useStoredState } from '../../lib/stored-state';
import { useProgress } from '../../ui/spinner';
import { FirmList } from './firm-list';
import classes from './firm-selector.module.css';
import { switchFirm } from './firm-switch';

/**
 * The current firm's name; with the server's switch flag on, a dropdown of the other firms.
 * The control is disabled while a switch runs.
 */
export function FirmSelector() {
  const { t } = useTranslation();
  const { firmsData } = useStoredState(userStore);
  const queryClient = useQueryClient();
  const { claim } = useProgress();
  const [isOpen, setIsOpen] = useState(false);
  const [isSwitching, setIsSwitching] = useState(false);

  const current = firmsData.firms.find((firm) => firm.id === firmsData.selectedFirmId);
  const others = firmsData.firms.filter((firm) => firm.id !== firmsData.selectedFirmId);
  const label = (
    <>
      <IconBuilding size={18} stroke={1.6} aria-hidden />
      <span className={classes.name}>{current?.name ?? ''}</span>
    </>
  );

  if (!firmsData.isFirmSwitchEnabled || others.length === 0) {
    return (
      <span className={classes.selector} data-testid="current-firm">
        {label}
      </span>
    );
  }

  async function select(firmId: number) {
    setIsOpen(false);
    if (!(await confirmLeave())) return;
    setIsSwitching(true);
    try {
      await claim(switchFirm(firmId, queryClient));
    } finally {
      setIsSwitching(false);
    }
  }

  return (
    <Popover
      opened={isOpen}
      onChange={setIsOpen}
      position="bottom-end"
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <UnstyledButton
          className={classes.selector}
          onClick={() => setIsOpen((open) => !open)}
          disabled={isSwitching}
          aria-label={t('FIRMS.SELECTOR', { firm: current?.name ?? '' })}
          aria-expanded={isOpen}
          data-testid="current-firm"
        >
          {label}
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown p={6}>
        <FirmList
          firms={others}
          minAmountBeforeSearch={firmsData.minAmountOfFirmsBeforeSearch}
          onSelect={(firm) => void select(firm.id)}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
