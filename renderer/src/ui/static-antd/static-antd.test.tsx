import { StarFilled } from '@ant-design/icons';
import { Card as AntCard, Col as AntCol, ConfigProvider, Flex as AntFlex, Row as AntRow, Tag as AntTag, Typography as AntTypography } from 'antd';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { antdTheme } from '../../lib/theme/antd-theme.ts';
import { ThemeContext } from '../../lib/theme/theme-context.ts';
import type { ThemeMode } from '../../lib/theme/theme-storage.ts';
import { Card } from './card.tsx';
import { Flex } from './flex.tsx';
import { Col, Row } from './grid.tsx';
import { Tag } from './tag.tsx';
import { Typography } from './typography.tsx';

/** Markup as the app draws it: antd themed as ThemeProvider themes it, in the given mode. */
const markup = (node: ReactElement, mode: ThemeMode = 'light') =>
  renderToStaticMarkup(
    <ThemeContext value={{ mode, toggle: () => {} }}>
      <ConfigProvider theme={antdTheme(mode)}>{node}</ConfigProvider>
    </ThemeContext>,
  );

/** Each pair is antd's component and ours with the same props: the markup must be the same, byte for byte. */
const same = (antd: ReactElement, ours: ReactElement, mode?: ThemeMode) => expect(markup(ours, mode)).toBe(markup(antd, mode));

describe('static antd components draw antd markup', () => {
  it('Typography: text, paragraph and titles with type, bold, italics and CSS ellipses', () => {
    same(<AntTypography.Text>Plain</AntTypography.Text>, <Typography.Text>Plain</Typography.Text>);
    same(
      <AntTypography.Text type="secondary" className="hh-small" strong italic data-testid="t">
        Note
      </AntTypography.Text>,
      <Typography.Text type="secondary" className="hh-small" strong italic data-testid="t">
        Note
      </Typography.Text>,
    );
    same(<AntTypography.Text ellipsis>A long name</AntTypography.Text>, <Typography.Text ellipsis>A long name</Typography.Text>);
    same(
      <AntTypography.Paragraph type="danger" ellipsis={{ rows: 2 }} className="hh-flush" style={{ marginTop: 4 }}>
        Two lines at most
      </AntTypography.Paragraph>,
      <Typography.Paragraph type="danger" ellipsis={{ rows: 2 }} className="hh-flush" style={{ marginTop: 4 }}>
        Two lines at most
      </Typography.Paragraph>,
    );
    for (const level of [1, 2, 3, 4, 5] as const) {
      same(
        <AntTypography.Title level={level} id="h" style={{ marginTop: 4 }}>
          Heading
        </AntTypography.Title>,
        <Typography.Title level={level} id="h" style={{ marginTop: 4 }}>
          Heading
        </Typography.Title>,
      );
    }
    same(<AntTypography.Title>Default level</AntTypography.Title>, <Typography.Title>Default level</Typography.Title>, 'dark');
  });

  it('Card: head with title and extra, body, variants, sizes, hover and attributes', () => {
    same(
      <AntCard title="Connection Requests" extra={<a href="/x">New</a>} className="hh-dash-card" data-testid="c">
        Body
      </AntCard>,
      <Card title="Connection Requests" extra={<a href="/x">New</a>} className="hh-dash-card" data-testid="c">
        Body
      </Card>,
    );
    same(
      <AntCard variant="borderless" size="small" hoverable>
        <p>One</p>
        <p>Two</p>
      </AntCard>,
      <Card variant="borderless" size="small" hoverable>
        <p>One</p>
        <p>Two</p>
      </Card>,
    );
    same(<AntCard title="Only a title" />, <Card title="Only a title" />, 'dark');
    same(<AntCard extra="Only extra">x</AntCard>, <Card extra="Only extra">x</Card>);
  });

  it('Row and Col: fixed gutters, alignment, wrapping, spans per screen and flex', () => {
    same(
      <AntRow gutter={[24, 24]} className="hh-stats">
        <AntCol xs={24} md={8}>
          a
        </AntCol>
        <AntCol xs={24} lg={14} xl={12}>
          b
        </AntCol>
      </AntRow>,
      <Row gutter={[24, 24]} className="hh-stats">
        <Col xs={24} md={8}>
          a
        </Col>
        <Col xs={24} lg={14} xl={12}>
          b
        </Col>
      </Row>,
    );
    same(
      <AntRow gutter={16} align="middle" justify="space-between" wrap={false} style={{ marginTop: 8 }}>
        <AntCol span={12} flex="auto">
          a
        </AntCol>
        <AntCol flex={2}>b</AntCol>
        <AntCol flex="200px">c</AntCol>
      </AntRow>,
      <Row gutter={16} align="middle" justify="space-between" wrap={false} style={{ marginTop: 8 }}>
        <Col span={12} flex="auto">
          a
        </Col>
        <Col flex={2}>b</Col>
        <Col flex="200px">c</Col>
      </Row>,
    );
    same(
      <AntRow>
        <AntCol>none</AntCol>
      </AntRow>,
      <Row>
        <Col>none</Col>
      </Row>,
    );
  });

  it('Flex: direction, gaps (preset and in pixels), alignment, wrapping, flex and element', () => {
    same(<AntFlex vertical gap={24}>x</AntFlex>, <Flex vertical gap={24}>x</Flex>);
    same(
      <AntFlex gap="small" align="center" justify="space-between" wrap className="hh-row" data-testid="f">
        x
      </AntFlex>,
      <Flex gap="small" align="center" justify="space-between" wrap className="hh-row" data-testid="f">
        x
      </Flex>,
    );
    same(
      <AntFlex vertical align="start" gap="8px" flex={1} component="section" style={{ minWidth: 0 }}>
        x
      </AntFlex>,
      <Flex vertical align="start" gap="8px" flex={1} component="section" style={{ minWidth: 0 }}>
        x
      </Flex>,
    );
    same(<AntFlex wrap="wrap-reverse" gap="large">x</AntFlex>, <Flex wrap="wrap-reverse" gap="large">x</Flex>, 'dark');
  });

  it('Tag: plain, named and status colours, variants, an icon and attributes', () => {
    same(<AntTag>IoT Devices</AntTag>, <Tag>IoT Devices</Tag>);
    same(
      <AntTag color="green" className="hh-role-tag" title="Role">
        Manufacturer
      </AntTag>,
      <Tag color="green" className="hh-role-tag" title="Role">
        Manufacturer
      </Tag>,
    );
    same(<AntTag color="success" variant="outlined">Verified</AntTag>, <Tag color="success" variant="outlined">Verified</Tag>);
    same(<AntTag variant="solid">Solid</AntTag>, <Tag variant="solid">Solid</Tag>, 'dark');
    same(
      <AntTag color="gold" icon={<StarFilled />}>
        4.5
      </AntTag>,
      <Tag color="gold" icon={<StarFilled />}>
        4.5
      </Tag>,
    );
  });
});
