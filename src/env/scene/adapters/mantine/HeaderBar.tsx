import { Paper, Title } from '@mantine/core';
import type { SceneAdapter } from '../../../kit/types';

const HeaderBar: SceneAdapter['HeaderBar'] = ({ title, children }) => (
  <Paper component="header" className="cb-header" shadow="xs" radius={0}>
    <Title order={4}>{title}</Title>
    {children}
  </Paper>
);
export default HeaderBar;
