import type { ReactNode } from 'react';
import { Button, Divider, Drawer, Radio, Select, Switch, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { THEME_COLORS } from '@foodtrace/contracts';
import { useSettingsStore } from '@/app/stores/settings-store';
import { LAYOUT_TEXT } from './texts';
import './settings-drawer.css';

const T = LAYOUT_TEXT.settings;

/** The layout settings drawer of spec §2.6; every change is saved at once (spec §3). */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose(): void }): ReactNode {
  const s = useSettingsStore();
  const top = s.layout === 'topmenu';
  const row = (title: string, action: ReactNode, hint?: string) => (
    <div className="settings-drawer__row">
      <span>{title}</span>
      {hint ? <Tooltip title={hint} placement="left"><span>{action}</span></Tooltip> : action}
    </div>
  );

  return (
    <Drawer title={T.title} open={open} onClose={onClose} size={300} className="settings-drawer">
      <h4 className="settings-drawer__heading">{T.menuTheme}</h4>
      <Radio.Group
        value={s.menuTheme}
        optionType="button"
        onChange={(e) => s.update({ menuTheme: e.target.value as 'dark' | 'light' })}
        options={[{ value: 'dark', label: T.dark }, { value: 'light', label: T.light }]}
      />

      <h4 className="settings-drawer__heading">{T.color}</h4>
      <div className="settings-drawer__colors">
        {THEME_COLORS.map(({ key, color }) => (
          <Tooltip key={color} title={key}>
            <button
              type="button"
              className="settings-drawer__color"
              style={{ background: color }}
              aria-label={key}
              aria-pressed={s.primaryColor.toUpperCase() === color}
              onClick={() => s.update({ primaryColor: color })}
            >
              {s.primaryColor.toUpperCase() === color && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>

      <Divider />
      <h4 className="settings-drawer__heading">{T.navMode}</h4>
      <Radio.Group
        value={s.layout}
        optionType="button"
        onChange={(e) => s.update({ layout: e.target.value as 'sidemenu' | 'topmenu' })}
        options={[{ value: 'sidemenu', label: T.sidemenu }, { value: 'topmenu', label: T.topmenu }]}
      />
      <div className="settings-drawer__list">
        {row(T.contentWidth, (
          <Select
            size="small"
            style={{ width: 80 }}
            value={top ? s.contentWidth : 'Fluid'}
            disabled={!top}
            onChange={(contentWidth: 'Fixed' | 'Fluid') => s.update({ contentWidth })}
            options={[{ value: 'Fixed', label: T.fixed }, { value: 'Fluid', label: T.fluid }]}
          />
        ), top ? undefined : T.topmenuOnly)}
        {row(T.fixedHeader, <Switch size="small" checked={s.fixedHeader} onChange={(fixedHeader) => s.update({ fixedHeader })} />)}
        {row(T.autoHideHeader, (
          <Switch size="small" checked={s.fixedHeader && s.autoHideHeader} disabled={!s.fixedHeader} onChange={(autoHideHeader) => s.update({ autoHideHeader })} />
        ), s.fixedHeader ? undefined : T.fixedHeaderOnly)}
        {row(T.fixedSidebar, (
          <Switch size="small" checked={!top && s.fixedSidebar} disabled={top} onChange={(fixedSidebar) => s.update({ fixedSidebar })} />
        ), top ? T.sidemenuOnly : undefined)}
      </div>

      <Divider />
      <h4 className="settings-drawer__heading">{T.other}</h4>
      <div className="settings-drawer__list">
        {row(T.colorWeak, <Switch size="small" checked={s.colorWeak} onChange={(colorWeak) => s.update({ colorWeak })} />)}
        {row(T.multipage, <Switch size="small" checked={s.multipage} onChange={(multipage) => s.update({ multipage })} />)}
      </div>
      <Divider />
      <Button block onClick={s.reset}>
        {T.reset}
      </Button>
    </Drawer>
  );
}
