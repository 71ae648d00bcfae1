import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { Paper, Text, Title } from '@mantine/core';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** Mantine reports the initial slide as a change when the carousel mounts on one past the first: only a move is written. */
export default function MantineCarousel({ params }: RendererProps<Params>) {
  const [slide, setSlide] = useField<string>('slide');
  return (
    <div style={{ width: 340 }}>
      <Title order={5} mb="xs">{params.label}</Title>
      <Carousel withIndicators initialSlide={params.initial} onSlideChange={(i) => { if (params.slides[i].title !== slide) setSlide(params.slides[i].title); }} height={170}>
        {params.slides.map((s) => (
          <Carousel.Slide key={s.title}>
            <Paper bg="var(--mantine-color-default-hover)" h="100%" px={48} py="lg" radius="md">
              <Title order={4} mb={4}>{s.title}</Title>
              <Text size="sm">{s.caption}</Text>
            </Paper>
          </Carousel.Slide>
        ))}
      </Carousel>
    </div>
  );
}
