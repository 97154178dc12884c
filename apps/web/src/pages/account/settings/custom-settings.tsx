import { Radio, Switch, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { THEME_COLORS } from '@foodtrace/contracts';
import { useSettingsStore } from '@/app/stores/settings-store';
import { ACCOUNT_PAGE_TEXT } from '../texts';

const T = ACCOUNT_PAGE_TEXT.custom;

/**
 * 个性化: the layout preferences of spec §2.6/§3 (menu theme, colour, navigation, fixed header, multi-tab,
 * colour-weak), the same saved settings the settings drawer changes; each change applies at once.
 */
export function CustomSettings() {
  const s = useSettingsStore();
  const row = (title: string, control: React.ReactNode) => (
    <div className="account-settings__row"><div className="account-settings__row-title">{title}</div>{control}</div>
  );
  return (
    <>
      {row(T.menuTheme, (
        <Radio.Group optionType="button" value={s.menuTheme} onChange={(e) => s.update({ menuTheme: e.target.value as 'dark' | 'light' })}
          options={[{ value: 'dark', label: T.dark }, { value: 'light', label: T.light }]} />
      ))}
      {row(T.color, (
        <div className="account-settings__colors">
          {THEME_COLORS.map((c) => (
            <Tooltip key={c.color} title={c.key}>
              <button type="button" aria-label={c.key} className="account-settings__color" style={{ background: c.color }} onClick={() => s.update({ primaryColor: c.color })}>
                {s.primaryColor.toUpperCase() === c.color.toUpperCase() && <CheckOutlined />}
              </button>
            </Tooltip>
          ))}
        </div>
      ))}
      {row(T.layout, (
        <Radio.Group optionType="button" value={s.layout} onChange={(e) => s.update({ layout: e.target.value as 'sidemenu' | 'topmenu' })}
          options={[{ value: 'sidemenu', label: T.side }, { value: 'topmenu', label: T.top }]} />
      ))}
      {row(T.fixedHeader, <Switch checked={s.fixedHeader} onChange={(v) => s.update({ fixedHeader: v })} />)}
      {row(T.multipage, <Switch checked={s.multipage} onChange={(v) => s.update({ multipage: v })} />)}
      {row(T.colorWeak, <Switch checked={s.colorWeak} onChange={(v) => s.update({ colorWeak: v })} />)}
      <p className="account-settings__hint">{T.hint}</p>
    </>
  );
}
