import { useState, type ReactNode } from 'react';
import { Button, Modal, Tooltip, type ModalProps } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { DIALOG_TEXT } from './texts';
import './dialogs.css';

export interface FullscreenModalProps extends Omit<ModalProps, 'title' | 'width'> {
  title: ReactNode;
  /** Width when not full screen. */
  width: number | string;
  /** Start full screen (a phone-sized screen, or a long record). */
  defaultFullscreen?: boolean;
}

/**
 * A modal with a full-screen toggle beside its close button (spec §2.7: the detail modal and the
 * announcement dialog have one). Full screen fills the window and lets the body scroll between a fixed
 * header and footer.
 */
export function FullscreenModal({ title, width, defaultFullscreen = false, styles, children, ...rest }: FullscreenModalProps) {
  const [full, setFull] = useState(defaultFullscreen);
  const label = full ? DIALOG_TEXT.exitFullscreen : DIALOG_TEXT.fullscreen;
  const header = (
    <div className="fullscreen-modal__title">
      <span className="fullscreen-modal__text">{title}</span>
      <Tooltip title={label}>
        <Button type="text" size="small" aria-label={label} aria-pressed={full}
          icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={() => setFull(!full)} />
      </Tooltip>
    </div>
  );
  const own = typeof styles === 'object' ? styles : undefined;
  return (
    <Modal
      {...rest}
      title={header}
      width={full ? '100%' : width}
      centered={full ? false : rest.centered}
      style={full ? { top: 0, maxWidth: '100vw', paddingBottom: 0, margin: 0 } : rest.style}
      styles={{
        ...own,
        container: full ? { ...own?.container, minHeight: '100vh', borderRadius: 0, display: 'flex', flexDirection: 'column' } : own?.container,
        body: full ? { ...own?.body, flex: 1, overflow: 'auto' } : own?.body,
      }}
    >
      {children}
    </Modal>
  );
}
