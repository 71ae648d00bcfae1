/**
 * The kit's icon names drawn with Ant Design's own icon set (@ant-design/icons, which antd
 * depends on), so antd renderers look like antd products. Filled variants stand for pressed toggles.
 */
import {
  AlignCenterOutlined, AlignLeftOutlined, AlignRightOutlined, BellFilled, BellOutlined, BoldOutlined, BookFilled, BookOutlined,
  CaretRightOutlined, CheckOutlined, ClearOutlined, CodeOutlined, CopyOutlined, DeleteOutlined, DownloadOutlined, DownOutlined, EditOutlined, LeftOutlined,
  EllipsisOutlined, FilterOutlined, FlagOutlined, FontSizeOutlined, FullscreenOutlined, HeartFilled, HolderOutlined, HeartOutlined, HomeOutlined,
  InboxOutlined, ItalicOutlined, LinkOutlined, MailOutlined, MenuOutlined, OrderedListOutlined, PrinterOutlined, PushpinFilled,
  PushpinOutlined, RedoOutlined, ReloadOutlined, RetweetOutlined, RightOutlined, RollbackOutlined, SearchOutlined, SendOutlined, SettingOutlined,
  ShareAltOutlined, SoundOutlined, StarFilled, StarOutlined, StepBackwardOutlined, StepForwardOutlined, StrikethroughOutlined,
  SwapOutlined, UnderlineOutlined, UndoOutlined, UnorderedListOutlined, UploadOutlined, ZoomInOutlined, ZoomOutOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { IconName } from './icons';

type AntdIcon = ComponentType<{ 'aria-hidden'?: boolean }>;

const OUTLINED: Record<IconName, AntdIcon> = {
  check: CheckOutlined, edit: EditOutlined, delete: DeleteOutlined, copy: CopyOutlined, download: DownloadOutlined, upload: UploadOutlined, share: ShareAltOutlined,
  print: PrinterOutlined, play: CaretRightOutlined, previous: StepBackwardOutlined, next: StepForwardOutlined, shuffle: SwapOutlined,
  repeat: RetweetOutlined, volume: SoundOutlined, reply: RollbackOutlined, forward: SendOutlined, archive: InboxOutlined,
  flag: FlagOutlined, mail: MailOutlined, refresh: ReloadOutlined, search: SearchOutlined, filter: FilterOutlined,
  settings: SettingOutlined, fullscreen: FullscreenOutlined, grip: HolderOutlined, more: EllipsisOutlined, star: StarOutlined, pin: PushpinOutlined,
  heart: HeartOutlined, bell: BellOutlined, bookmark: BookOutlined, bold: BoldOutlined, italic: ItalicOutlined, heading: FontSizeOutlined,
  underline: UnderlineOutlined, strikethrough: StrikethroughOutlined, code: CodeOutlined, alignLeft: AlignLeftOutlined,
  alignCenter: AlignCenterOutlined, alignRight: AlignRightOutlined, alignJustify: MenuOutlined, listBullet: UnorderedListOutlined,
  listNumber: OrderedListOutlined, undo: UndoOutlined, redo: RedoOutlined, link: LinkOutlined, clear: ClearOutlined,
  zoomIn: ZoomInOutlined, zoomOut: ZoomOutOutlined, chevronDown: DownOutlined, chevronRight: RightOutlined, chevronLeft: LeftOutlined, home: HomeOutlined,
};

const FILLED: Partial<Record<IconName, AntdIcon>> = { star: StarFilled, pin: PushpinFilled, heart: HeartFilled, bell: BellFilled, bookmark: BookFilled };

/** The antd icon for a kit icon name (decorative: hidden from assistive technology). */
export function AntdIcon({ name, filled = false }: { name: IconName; filled?: boolean }) {
  const Icon = (filled && FILLED[name]) || OUTLINED[name];
  return <Icon aria-hidden />;
}
