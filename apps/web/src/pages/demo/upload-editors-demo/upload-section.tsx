import { useState, type ReactNode } from 'react';
import { Button, Card, Col, Row, Typography } from 'antd';
import { FilePopup, FileUpload, ImageUpload, type StoredFileInfo } from '@/components/upload';
import { DEMO_TEXT } from './texts';
import { ValueView } from './value-view';

/** The three upload widgets with their values. */
export function UploadSection(): ReactNode {
  const [files, setFiles] = useState('');
  const [images, setImages] = useState('');
  const [popupOpen, setPopupOpen] = useState(false);
  const [popupFiles, setPopupFiles] = useState<StoredFileInfo[]>([]);

  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={8}>
        <Card title={DEMO_TEXT.fileTitle} variant="borderless" style={{ height: '100%' }} data-testid="file-upload-card">
          <Typography.Paragraph type="secondary">{DEMO_TEXT.fileHint}</Typography.Paragraph>
          <FileUpload value={files} onChange={setFiles} biz="file" />
          <ValueView value={files} testId="file-value" />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card title={DEMO_TEXT.imageTitle} variant="borderless" style={{ height: '100%' }} data-testid="image-upload-card">
          <Typography.Paragraph type="secondary">{DEMO_TEXT.imageHint}</Typography.Paragraph>
          <ImageUpload value={images} onChange={setImages} maxCount={3} />
          <ValueView value={images} testId="image-value" />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card title={DEMO_TEXT.popupTitle} variant="borderless" style={{ height: '100%' }}>
          <Typography.Paragraph type="secondary">{DEMO_TEXT.popupHint}</Typography.Paragraph>
          <Button onClick={() => setPopupOpen(true)}>{DEMO_TEXT.openPopup}</Button>
          <ValueView value={popupFiles.length ? popupFiles : ''} testId="popup-value" />
          <FilePopup open={popupOpen} biz="file" onCancel={() => setPopupOpen(false)}
            onOk={(f) => { setPopupFiles(f); setPopupOpen(false); }} />
        </Card>
      </Col>
    </Row>
  );
}
