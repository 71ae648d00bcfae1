import { Button, Card, Flex, Listy, Typography } from 'antd';
import { useId } from 'react';
import { FEED_END, FEED_HEIGHT, useFeed, type FeedPost } from '../../env/kit/feed';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

type Row = FeedPost | { key: 'end' };

/** antd's Listy (not virtual: a feed keeps what it loaded) with its scroll handler loading the next page at the end. */
export default function AntdFeed({ params }: RendererProps<Params>) {
  const f = useFeed(params);
  const id = useId();
  const rows: Row[] = f.more ? f.shown : [...f.shown, { key: 'end' }];
  return (
    <Card size="small" title={<span id={`${id}-label`}>{params.label}</span>} style={{ width: 340 }} styles={{ body: { padding: 0 } }}>
      <div role="feed" aria-labelledby={`${id}-label`}>
        <Listy<Row>
          virtual={false}
          height={FEED_HEIGHT}
          items={rows}
          rowKey="key"
          onScroll={f.onScroll}
          itemRender={(row) => ('title' in row ? (
            <article aria-labelledby={`${id}-${row.key}`}>
              <Typography.Text strong id={`${id}-${row.key}`}>{row.title}</Typography.Text>
              <div><Typography.Text type="secondary">{row.author} · {row.age}</Typography.Text></div>
              <Flex justify="space-between" align="center" gap={8} style={{ marginTop: 4 }}>
                <Typography.Text>{row.body}</Typography.Text>
                <Button size="small" type={f.isSaved(row.title) ? 'primary' : 'default'} onClick={() => f.toggle(row.title)}>{f.isSaved(row.title) ? params.buttons.saved : params.buttons.save}</Button>
              </Flex>
            </article>
          ) : (
            <Typography.Text type="secondary" style={{ display: 'block', padding: 12, textAlign: 'center' }}>{FEED_END}</Typography.Text>
          ))}
        />
      </div>
    </Card>
  );
}
