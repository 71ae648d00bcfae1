import { Carousel, theme, Typography } from 'antd';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdCarousel({ params }: RendererProps<Params>) {
  const [, setSlide] = useField<string>('slide');
  const { token } = theme.useToken();
  return (
    <div style={{ width: 340 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>{params.label}</Typography.Title>
      <Carousel arrows infinite={false} initialSlide={params.initial} afterChange={(i) => setSlide(params.slides[i].title)}>
        {params.slides.map((s) => (
          <div key={s.title}>
            <div style={{ height: 150, padding: '28px 44px', background: token.colorFillSecondary, borderRadius: token.borderRadiusLG }}>
              <Typography.Title level={4} style={{ marginTop: 0 }}>{s.title}</Typography.Title>
              <Typography.Text>{s.caption}</Typography.Text>
            </div>
          </div>
        ))}
      </Carousel>
    </div>
  );
}
