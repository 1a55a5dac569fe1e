import { Fragment, type ReactNode, useState } from 'react';

/**
 * The panels of a tab row: a panel stays mounted (hidden) once it has been shown, so switching
 * tabs keeps what the user typed in it (its unsaved changes still count when leaving the page).
 */
export function KeptTabPanels<Key extends string>({
  selected,
  renderPanel,
}: {
  selected: Key;
  renderPanel: (key: Key) => ReactNode;
}) {
  const [shown, setShown] = useState<readonly Key[]>([selected]);
  // Adjusting state while rendering: the newly selected panel mounts in this same render.
  if (!shown.includes(selected)) setShown([...shown, selected]);
  return shown.map((key) => (
    <Fragment key={key}>
      <div hidden={key !== selected} data-tab-panel={key}>
        {renderPanel(key)}
      </div>
    </Fragment>
  ));
}
