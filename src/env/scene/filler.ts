/** Static, non-interactive page furniture the layouts draw around the instances. */
export const STAT_TILES = [
  ['Active users', '1,284'], ['Monthly revenue', '$48.2k'], ['Open tickets', '37'], ['Uptime', '99.98%'],
] as const;

export const NAV_ITEMS = ['General', 'Team members', 'Payment methods', 'Connected apps', 'Audit log'] as const;

export const FORM_ROWS = [['Workspace name', 'Acme Labs'], ['Owner', 'jordan@acme.test'], ['Plan renews', 'March 1']] as const;

export const PARAGRAPHS = [
  'Recent activity appears here as your team works on shared projects.',
  'Changes made by administrators are recorded in the audit log for ninety days.',
  'Storage quotas reset at the start of every billing period.',
  'Integrations can be connected from the workspace marketplace.',
  'Exports are prepared in the background and stay available for a week.',
  'Guests can view shared items but cannot edit workspace settings.',
  'Two-factor sign-in protects accounts even when a password leaks.',
  'Archived projects keep their history and can be restored at any time.',
  'Usage reports are emailed to owners on the first day of each month.',
] as const;
