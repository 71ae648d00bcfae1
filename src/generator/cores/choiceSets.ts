/** Vocabulary of the discrete-choice types: option groups, toggle bars, segment sets, rating subjects. */

/** Groups of independent options; `parent` labels the box that selects the whole group. */
export const OPTION_GROUPS = [
  { label: 'Notify me about', parent: 'All activity', options: ['Comments', 'Mentions', 'Task assignments', 'Due dates', 'Status changes', 'File uploads', 'New followers', 'Weekly digest'] },
  { label: 'Export columns', parent: 'All columns', options: ['Order ID', 'Customer', 'Date placed', 'Order status', 'Total', 'Currency', 'Shipping method', 'Sales channel'] },
  { label: 'Share with teams', parent: 'Every team', options: ['Design', 'Engineering', 'Marketing', 'Sales', 'Support', 'Finance', 'Legal', 'Operations'] },
  { label: 'Amenities', parent: 'All amenities', options: ['Wi-Fi', 'Parking', 'Breakfast', 'Pool', 'Gym', 'Pets allowed', 'Airport shuttle', 'Air conditioning'] },
  { label: 'Member permissions', parent: 'Full access', options: ['View projects', 'Edit projects', 'Delete projects', 'Invite members', 'Manage billing', 'Export data', 'Manage integrations'] },
  { label: 'Accepted payments', parent: 'All payment methods', options: ['Credit card', 'Debit card', 'PayPal', 'Bank transfer', 'Apple Pay', 'Google Pay', 'Gift card'] },
  { label: 'Working days', parent: 'Whole week', options: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] },
  { label: 'Backup includes', parent: 'All data', options: ['Documents', 'Photos', 'Videos', 'Mail', 'Contacts', 'Calendars', 'App settings'] },
] as const;

/** Rows of independent toggle buttons (short labels, as on a toolbar). */
export const TOGGLE_BARS = [
  { label: 'Text style', options: ['Bold', 'Italic', 'Underline', 'Strikethrough', 'Code', 'Highlight', 'Superscript'] },
  { label: 'Repeat on', options: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] },
  { label: 'Visible panels', options: ['Files', 'Search', 'Outline', 'Timeline', 'Problems', 'Terminal', 'Preview'] },
  { label: 'Map layers', options: ['Traffic', 'Transit', 'Bike lanes', 'Terrain', 'Labels', 'Borders', 'Elevation'] },
  { label: 'Message filters', options: ['Unread', 'Starred', 'Flagged', 'With files', 'From contacts', 'Important', 'Snoozed'] },
  { label: 'Sizes in stock', options: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'] },
] as const;

/** Mutually exclusive segments with short labels (every set has a selection at all times). */
export const SEGMENT_SETS = [
  { label: 'View', options: ['List', 'Board', 'Calendar', 'Timeline', 'Table', 'Gallery', 'Map'] },
  { label: 'Time range', options: ['Day', 'Week', 'Month', 'Quarter', 'Year', 'All time'] },
  { label: 'Plan length', options: ['1 month', '3 months', '6 months', '1 year', '2 years', '3 years'] },
  { label: 'Zoom', options: ['50%', '75%', '100%', '125%', '150%', '200%'] },
  { label: 'Appearance', options: ['Light', 'Dark', 'System', 'Dim', 'Sepia', 'Midnight'] },
  { label: 'Chart type', options: ['Line', 'Bar', 'Area', 'Pie', 'Scatter', 'Heatmap', 'Funnel'] },
  { label: 'Map style', options: ['Standard', 'Satellite', 'Terrain', 'Transit', 'Minimal', 'Hybrid'] },
  { label: 'Grouping', options: ['None', 'Assignee', 'Status', 'Due date', 'Project', 'Label'] },
] as const;

/** What a star rating asks about. */
export const RATING_SUBJECTS = [
  'Overall experience', 'Product quality', 'Ease of setup', 'Customer support', 'Value for money', 'Room cleanliness',
  'Delivery experience', 'Documentation', 'Sound quality', 'Battery life', 'Checkout process', 'Food quality',
] as const;

/** Single toggle buttons, each with the icon that stands for it when the button shows no text. */
export const TOGGLE_ACTIONS = [
  { label: 'Favorite', glyph: 'star' },
  { label: 'Bookmark', glyph: 'bookmark' },
  { label: 'Notifications', glyph: 'bell' },
  { label: 'Show preview', glyph: 'eye' },
  { label: 'Lock layer', glyph: 'lock' },
  { label: 'Like', glyph: 'heart' },
  { label: 'Microphone', glyph: 'mic' },
  { label: 'Snap to grid', glyph: 'grid' },
] as const;

/**
 * Long lists people search rather than scroll, alphabetical, with look-alike names: one name
 * inside another ("Niger", "Nigeria"), or sharing a word ("Portuguese (Brazil)", "Portuguese (Portugal)").
 * `label` names one choice, `many` a set of them.
 */
export const SEARCH_LISTS = [
  {
    label: 'Country',
    many: 'Shipping countries',
    options: ['Argentina', 'Australia', 'Austria', 'Belgium', 'Brazil', 'Canada', 'Chile', 'Colombia', 'Congo', 'Democratic Republic of the Congo', 'Denmark', 'Dominica', 'Dominican Republic', 'Equatorial Guinea', 'Finland', 'France', 'Germany', 'Guinea', 'Guinea-Bissau', 'Iceland', 'India', 'Indonesia', 'Ireland', 'Malawi', 'Mali', 'Malta', 'Niger', 'Nigeria', 'Norway', 'Papua New Guinea', 'Portugal', 'South Sudan', 'Spain', 'Sudan', 'Sweden', 'Switzerland'],
  },
  {
    label: 'Display language',
    many: 'Subtitle languages',
    options: ['Arabic', 'Bengali', 'Chinese (Simplified)', 'Chinese (Traditional)', 'Czech', 'Danish', 'Dutch', 'English (Australia)', 'English (United Kingdom)', 'English (United States)', 'Finnish', 'French', 'French (Canada)', 'German', 'German (Switzerland)', 'Greek', 'Hindi', 'Italian', 'Japanese', 'Korean', 'Norwegian', 'Polish', 'Portuguese (Brazil)', 'Portuguese (Portugal)', 'Spanish', 'Spanish (Mexico)', 'Swedish', 'Turkish'],
  },
  {
    label: 'Billing currency',
    many: 'Accepted currencies',
    options: ['Australian dollar', 'Brazilian real', 'British pound', 'Canadian dollar', 'Chilean peso', 'Chinese yuan', 'Colombian peso', 'Danish krone', 'Euro', 'Hong Kong dollar', 'Indian rupee', 'Indonesian rupiah', 'Japanese yen', 'Mexican peso', 'New Zealand dollar', 'Norwegian krone', 'Pakistani rupee', 'Philippine peso', 'Polish zloty', 'Singapore dollar', 'South African rand', 'Swedish krona', 'Swiss franc', 'Turkish lira', 'US dollar'],
  },
  {
    label: 'Warehouse',
    many: 'Stocking warehouses',
    options: ['Berlin Central', 'Berlin North', 'Chicago', 'Chicago O\'Hare', 'Dallas', 'Denver', 'Dublin', 'Hamburg', 'Hamburg Port', 'Lyon', 'Madrid', 'Manchester', 'Milan', 'Munich', 'New York', 'Newark', 'Oslo', 'Paris', 'Paris Nord', 'Porto', 'Rotterdam', 'Seattle', 'Stockholm', 'Toronto', 'Vienna', 'York'],
  },
] as const;

/**
 * What an editable field suggests, alphabetical, with names inside others ("Atlas", "Atlas North"),
 * and `fresh` values a person may type that are not suggested but look like ones that are.
 * `label` names one value, `many` a set of them.
 */
export const SUGGESTION_SETS = [
  {
    label: 'Job title',
    many: 'Open roles',
    options: ['Account executive', 'Account manager', 'Backend engineer', 'Data analyst', 'Data engineer', 'Data scientist', 'Designer', 'Engineering manager', 'Frontend engineer', 'Marketing manager', 'Product designer', 'Product manager', 'Project manager', 'Sales engineer', 'Support engineer', 'UX researcher'],
    fresh: ['Product lead', 'Data architect', 'Design manager', 'Sales manager', 'Account director'],
  },
  {
    label: 'Team',
    many: 'Teams',
    options: ['Billing', 'Billing operations', 'Growth', 'Growth marketing', 'Infrastructure', 'Mobile', 'Platform', 'Platform security', 'Research', 'Sales', 'Sales operations', 'Support', 'Support escalations'],
    fresh: ['Billing support', 'Growth analytics', 'Platform tools', 'Research operations', 'Mobile web'],
  },
  {
    label: 'Meeting room',
    many: 'Meeting rooms',
    options: ['Atlas', 'Atlas North', 'Aurora', 'Birch', 'Cedar', 'Cedar Hall', 'Harbor', 'Juniper', 'Maple', 'Orion', 'Summit', 'Willow'],
    fresh: ['Atlas South', 'Cedar Annex', 'Maple Loft', 'Orion East', 'Harbor View'],
  },
  {
    label: 'Project tag',
    many: 'Project tags',
    options: ['backend', 'bug', 'customer-request', 'design', 'docs', 'frontend', 'performance', 'q3-planning', 'security', 'tech-debt'],
    fresh: ['q4-planning', 'frontend-perf', 'docs-review', 'security-audit', 'design-system'],
  },
] as const;
