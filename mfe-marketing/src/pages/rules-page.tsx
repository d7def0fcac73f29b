import { ContentPage, Panel, TitledList } from '../components/content-page';
import { useMarketingMeta } from '../components/use-marketing-meta';
import { PAGE_META } from '../content/page-meta';
import { RULES, RULES_INTRO, RULES_TITLE } from '../content/rules';

export default function RulesPage() {
  useMarketingMeta(PAGE_META['/rules']);
  return (
    <ContentPage title={RULES_TITLE} intro={RULES_INTRO}>
      <Panel aria-label="The rules">
        <TitledList>
          {RULES.map((rule) => (
            <li key={rule.title}>
              <strong>{rule.title}</strong>
              <span>{rule.text}</span>
            </li>
          ))}
        </TitledList>
      </Panel>
    </ContentPage>
  );
}
