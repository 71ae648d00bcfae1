/** The names the notification centre's controls carry (the renderers draw them, the generator targets them). */
export const BELL = 'Notifications';
export const MARK_ALL = 'Mark all as read';
export const markReadName = (title: string) => `Mark as read: ${title}`;
export const markUnreadName = (title: string) => `Mark as unread: ${title}`;
export const archiveName = (title: string) => `Archive: ${title}`;
