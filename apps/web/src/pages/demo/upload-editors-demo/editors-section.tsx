import { useState, type ReactNode } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { CodeEditor, MarkdownEditor, RichTextEditor } from '@/components/editors';
import { DEMO_TEXT } from './texts';
import { ValueView } from './value-view';

/** The three editors with their values. */
export function EditorsSection(): ReactNode {
  const [html, setHtml] = useState<string>(DEMO_TEXT.richSample);
  const [markdown, setMarkdown] = useState<string>(DEMO_TEXT.markdownSample);
  const [code, setCode] = useState<string>(DEMO_TEXT.codeSample);
  const [language, setLanguage] = useState('javascript');

  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={12}>
        <Card title={DEMO_TEXT.richTitle} variant="borderless" style={{ height: '100%' }} data-testid="rich-text-card">
          <Typography.Paragraph type="secondary">{DEMO_TEXT.richHint}</Typography.Paragraph>
          <RichTextEditor value={html} onChange={setHtml} />
          <ValueView value={html} testId="rich-value" />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title={DEMO_TEXT.markdownTitle} variant="borderless" style={{ height: '100%' }} data-testid="markdown-card">
          <Typography.Paragraph type="secondary">{DEMO_TEXT.markdownHint}</Typography.Paragraph>
          <MarkdownEditor value={markdown} onChange={setMarkdown} />
          <ValueView value={markdown} testId="markdown-value" />
        </Card>
      </Col>
      <Col span={24}>
        <Card title={DEMO_TEXT.codeTitle} variant="borderless" data-testid="code-card">
          <Typography.Paragraph type="secondary">{DEMO_TEXT.codeHint}</Typography.Paragraph>
          <CodeEditor value={code} onChange={setCode} language={language} onLanguageChange={setLanguage} />
          <ValueView value={`${language}：${code.length} 个字符`} testId="code-value" />
        </Card>
      </Col>
    </Row>
  );
}
