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
