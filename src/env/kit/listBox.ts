/** A list shown in place (a listbox, a checkbox list) scrolls inside a box this tall, in CSS px: six rows show. */
export const LIST_HEIGHT = 288;
