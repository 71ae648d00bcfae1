import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { ReactNode } from 'react';

/** MUI X pickers read dates through an adapter: dayjs, as antd uses, in the pickers' own en-US. */
export const MuiDates = ({ children }: { children: ReactNode }) => <LocalizationProvider dateAdapter={AdapterDayjs}>{children}</LocalizationProvider>;
