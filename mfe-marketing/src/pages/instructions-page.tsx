import { Link } from 'react-router-dom';
import { ContentPage, Panel, TitledList } from '../components/content-page';
import { useMarketingMeta } from '../components/use-marketing-meta';
import { GENERATION_TIPS, INSTRUCTIONS_TITLE, TRAINING_TIPS, type TipGroup } from '../content/instructions';
import { PAGE_META } from '../content/page-meta';

function Tips({ group, id }: { group: TipGroup; id: string }) {
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{group.title}</h2>
      <p>{group.intro}</p>
      <TitledList>
        {group.tips.map((tip) => (
          <li key={tip.title}>
            <strong>{tip.title}</strong>
            <span>{tip.text}</span>
          </li>
        ))}
      </TitledList>
    </Panel>
  );
}

export default function InstructionsPage() {
  useMarketingMeta(PAGE_META['/instructions']);
  return (
    <ContentPage
      title={INSTRUCTIONS_TITLE}
      intro={
        <>
          Great photos start with great selfies. For the full background, read our{' '}
          <Link to="/articles/flux-loras-ultimate-guide">guide to custom image models</Link>.
        </>
      }
    >
      <Tips group={TRAINING_TIPS} id="training-tips" />
      <Tips group={GENERATION_TIPS} id="generation-tips" />
    </ContentPage>
  );
}
