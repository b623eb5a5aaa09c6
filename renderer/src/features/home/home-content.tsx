import {
  ApiOutlined,
  AuditOutlined,
  BuildOutlined,
  BulbOutlined,
  DeploymentUnitOutlined,
  ExperimentOutlined,
  MessageOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  SmileOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Marketing copy of the landing page, kept apart from layout so it is easy to edit. */
export interface IconText {
  icon: ReactNode;
  title: string;
  text: string;
}

export const STEPS: IconText[] = [
  {
    icon: <BulbOutlined />,
    title: 'Create a project',
    text: 'Describe what you are building: specifications, budget and timeline. Keep it as a private draft until you are ready.',
  },
  {
    icon: <TeamOutlined />,
    title: 'Connect with partners',
    text: 'Search verified manufacturers, suppliers, designers, IP attorneys and investors, and send connection requests.',
  },
  {
    icon: <RocketOutlined />,
    title: 'Bring your product to market',
    text: 'Work together in real time, compare quotes and move from prototype to production with the right team.',
  },
];

export const FEATURES: IconText[] = [
  { icon: <MessageOutlined />, title: 'Real-time messaging', text: 'Instant delivery, typing indicators and connection status, with automatic reconnection.' },
  { icon: <SearchOutlined />, title: 'Role-based partner search', text: 'Filter by partner type, location and expertise to find the people who fit your stage.' },
  { icon: <SafetyCertificateOutlined />, title: 'Verified professionals', text: 'Manufacturers, suppliers, attorneys and investors sign up with credentials we check.' },
  { icon: <ExperimentOutlined />, title: 'AI design assistance', text: 'Design recommendations, manufacturing feasibility checks and cost estimation in minutes.' },
  { icon: <SmileOutlined />, title: 'One-click ratings', text: 'Emoji ratings shown on profiles help you pick partners with a track record.' },
  { icon: <DeploymentUnitOutlined />, title: 'Smart matching', text: 'A matching algorithm suggests partners that fit your project requirements.' },
];

export const PARTNER_TYPES: IconText[] = [
  { icon: <BuildOutlined />, title: 'Manufacturers', text: 'Contract manufacturers and factories from prototype runs to mass production.' },
  { icon: <AuditOutlined />, title: 'IP Attorneys', text: 'Patent searches, filings and freedom-to-operate opinions for hardware inventions.' },
  { icon: <ToolOutlined />, title: 'Designers', text: 'Industrial, mechanical and electronics designers who turn ideas into manufacturable products.' },
  { icon: <ApiOutlined />, title: 'Suppliers', text: 'Components, materials and sub-assemblies with reliable lead times and pricing.' },
];

export const BENEFITS = {
  entrepreneurs: {
    title: 'For hardware entrepreneurs',
    points: [
      'Find vetted partners in days instead of months of cold outreach',
      'Keep every conversation, quote and decision in one place',
      'Estimate prototype costs before you commit budget',
      'Protect your idea with access to experienced IP attorneys',
    ],
  },
  providers: {
    title: 'For service providers and investors',
    points: [
      'Meet founders with real projects, budgets and timelines',
      'Showcase verified credentials, capabilities and ratings',
      'Get qualified inquiries instead of unqualified leads',
      'Spot promising hardware ventures early',
    ],
  },
};

export const STATS = [
  { value: '5', label: 'partner types' },
  { value: '3', label: 'steps to market' },
  { value: '24/7', label: 'real-time collaboration' },
];
