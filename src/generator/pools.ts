/** Vocabulary the task families draw labels from (our own product-like copy). */

export const SETTING_LABELS = [
  'Email me a weekly summary', 'Remember this device', 'Share anonymous usage data', 'Show archived projects',
  'Require two-step sign-in', 'Send invoice reminders', 'Auto-save drafts', 'Notify me about new comments',
  'Hide completed tasks', 'Use 24-hour clock', 'Enable offline mode', 'Play a sound on new messages',
  'Compress uploaded images', 'Show line numbers', 'Allow guest checkout', 'Publish to the public gallery',
] as const;

export const CARD_TITLES = [
  'Account preferences', 'Notifications', 'Workspace settings', 'Privacy', 'Billing profile',
  'Editor options', 'Store settings', 'Team defaults',
] as const;

export const CHOICE_SETS = [
  { label: 'Delivery speed', options: ['Standard', 'Express', 'Overnight', 'Pickup in store'] },
  { label: 'Plan', options: ['Starter', 'Growth', 'Business', 'Enterprise'] },
  { label: 'Invoice frequency', options: ['Weekly', 'Every two weeks', 'Monthly', 'Quarterly', 'Yearly'] },
  { label: 'Default language', options: ['English', 'Deutsch', 'Español', 'Français', 'Italiano', 'Português', 'Nederlands'] },
  { label: 'Time zone', options: ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney', 'America/Sao_Paulo'] },
  { label: 'Shipping country', options: ['Canada', 'Mexico', 'Brazil', 'Japan', 'Kenya', 'Norway', 'Portugal', 'Vietnam'] },
  { label: 'Report format', options: ['PDF', 'CSV', 'Excel workbook', 'Plain text'] },
  { label: 'Priority', options: ['Low', 'Normal', 'High', 'Urgent'] },
] as const;

export const SCALAR_SETTINGS = [
  { label: 'Volume', min: 0, max: 100, step: 1, unit: '%' },
  { label: 'Brightness', min: 0, max: 100, step: 5, unit: '%' },
  { label: 'Session timeout (minutes)', min: 5, max: 60, step: 5, unit: 'min' },
  { label: 'Max upload size (MB)', min: 10, max: 200, step: 10, unit: 'MB' },
  { label: 'Font size', min: 10, max: 30, step: 1, unit: 'px' },
  { label: 'Retry attempts', min: 0, max: 10, step: 1, unit: '' },
] as const;

export const TAB_SETS = [
  ['Overview', 'Activity', 'Members', 'Settings'],
  ['Profile', 'Security', 'Billing', 'Integrations', 'API keys'],
  ['Summary', 'Line items', 'Payments', 'Notes'],
  ['Inbox', 'Scheduled', 'Sent', 'Drafts', 'Spam'],
  ['Details', 'Shipping', 'Returns', 'Reviews'],
] as const;

export const ACTION_SETS = [
  { description: 'Create a one-off export of the current dashboard.', buttons: ['Export', 'Share', 'Duplicate'], feedback: 'Started:' },
  { description: 'Changes to the billing contact are ready.', buttons: ['Save changes', 'Discard', 'Preview'], feedback: 'Last action:' },
  { description: 'The nightly sync finished with 3 warnings.', buttons: ['Retry sync', 'View log', 'Dismiss'], feedback: 'Requested:' },
  { description: 'Invite teammates to the project workspace.', buttons: ['Send invites', 'Copy link', 'Cancel'], feedback: 'Done:' },
  { description: 'A new version of the mobile app is available.', buttons: ['Update now', 'Remind me later', 'Release notes'], feedback: 'Chosen:' },
] as const;

/** Labels of sibling instances shown side by side (each set reads as one family of things). */
export const INSTANCE_SETS = [
  ['Billing', 'Shipping', 'Support', 'Security'],
  ['Server A', 'Server B', 'Server C', 'Server D'],
  ['Alice', 'Bruno', 'Chen', 'Dana'],
  ['Orders', 'Invoices', 'Payouts', 'Refunds'],
  ['North region', 'South region', 'East region', 'West region'],
  ['Morning shift', 'Evening shift', 'Night shift', 'Weekend shift'],
  ['Draft', 'Review', 'Published', 'Archived'],
] as const;

export const TABLE_COLUMNS = [['Name', 'Setting'], ['Item', 'Control'], ['Row', 'Value']] as const;

export const COMMIT_LABELS = ['Save', 'Apply', 'Update', 'Save changes', 'Done'] as const;

export const CONFIRMS = [
  { prompt: 'Apply these changes?', ok: 'Confirm', cancel: 'Cancel' },
  { prompt: 'Save this setting for everyone?', ok: 'Yes, save', cancel: 'Go back' },
  { prompt: 'Are you sure?', ok: 'OK', cancel: 'Cancel' },
] as const;

export const OVERLAYS = [
  { trigger: 'Open preferences', title: 'Preferences' },
  { trigger: 'Edit settings', title: 'Settings' },
  { trigger: 'Show options', title: 'Options' },
  { trigger: 'Configure', title: 'Configuration' },
] as const;

export const DISCLOSURES = ['Advanced options', 'More settings', 'Show details', 'Additional preferences'] as const;

/** Irrelevant widgets for clutter, by kind. */
export const CLUTTER_POOL = {
  button: ['Export', 'Share', 'Refresh', 'Print', 'Duplicate', 'Archive', 'Invite', 'Download CSV'],
  text_input: ['Search', 'Filter by name', 'Coupon code', 'Nickname', 'Company'],
  switch: ['Beta features', 'Compact view', 'Auto-refresh', 'Desktop alerts'],
  checkbox: ['Pin to sidebar', 'Show tooltips', 'Mute channel', 'Follow thread'],
  select: ['Sort by', 'Group by', 'Density', 'Currency'],
  link: ['Help center', 'Keyboard shortcuts', 'Changelog', 'Privacy policy'],
  tag: ['New', 'Beta', 'Synced', 'Team'],
  alert: ['Maintenance is scheduled for Sunday', 'Your trial ends in 5 days', 'Two invoices are overdue'],
  progress: ['Storage used', 'Upload', 'Profile completeness'],
  badge: ['Unread', 'Pending', 'Open tickets'],
} as const;

export const CLUTTER_SELECT_OPTIONS = ['Newest', 'Oldest', 'Name', 'Size'] as const;

export const FILLER_PARAGRAPHS = [
  'Recent activity appears here as your team works on shared projects.',
  'Changes made by administrators are recorded in the audit log for ninety days.',
  'Storage quotas reset at the start of every billing period.',
  'Integrations can be connected from the workspace marketplace.',
  'Exports are prepared in the background and stay available for a week.',
  'Guests can view shared items but cannot edit workspace settings.',
] as const;

export const RESET_SETS = [
  { description: 'Filters: status is Open, owner is me, updated this week.', buttons: ['Reset filters', 'Save view', 'Export'], feedback: 'Done:' },
  { description: 'The form has unsaved edits in three fields.', buttons: ['Clear form', 'Preview', 'Submit'], feedback: 'Last action:' },
  { description: 'Your dashboard layout was customised.', buttons: ['Restore default layout', 'Add widget', 'Share'], feedback: 'Requested:' },
  { description: 'Twelve notifications are waiting.', buttons: ['Clear all', 'Mark as read', 'Settings'], feedback: 'Done:' },
] as const;
