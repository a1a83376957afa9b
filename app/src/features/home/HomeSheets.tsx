/**
 * Home's two bottom sheets (campus switcher and check-up type chooser). They are the only Radix Dialog users of `/`,
 * so HomeScreen loads this module the first time one of them opens: the first load of `/` carries no Radix code.
 */
import { ActionSheet, Cell, CellGroup, checkIcon, Icon, Popup } from '@checkup/ui';
import { commonMessages, homeMessages } from '../../messages';
import type { Campus } from './campuses';

export interface CheckupType {
  name: string;
  to: string;
}

export interface HomeSheetsProps {
  campuses: readonly Campus[];
  currentCode: string | undefined;
  switching: boolean;
  onSwitchingChange: (open: boolean) => void;
  onChooseCampus: (campus: Campus) => void;
  types: readonly CheckupType[];
  choosingType: boolean;
  onChoosingTypeChange: (open: boolean) => void;
  onChooseType: (type: CheckupType) => void;
}

export default function HomeSheets(props: HomeSheetsProps) {
  return (
    <>
      <Popup open={props.switching} onOpenChange={props.onSwitchingChange} title={homeMessages.campusTitle}>
        <CellGroup>
          {props.campuses.map((entry) => (
            <Cell
              key={entry.hospitalCode}
              icon={<img src={entry.bgUrl} alt="" width={64} height={48} />}
              title={entry.hospitalName}
              label={`${entry.hospitalAddress} ${entry.hospitalTel}`}
              value={
                entry.hospitalCode === props.currentCode ? (
                  <Icon icon={checkIcon} label={homeMessages.currentCampus} />
                ) : undefined
              }
              onClick={() => props.onChooseCampus(entry)}
            />
          ))}
        </CellGroup>
      </Popup>
      <ActionSheet
        open={props.choosingType}
        onOpenChange={props.onChoosingTypeChange}
        title={homeMessages.chooseType}
        actions={props.types}
        cancelText={commonMessages.cancel}
        onSelect={props.onChooseType}
      />
    </>
  );
}
