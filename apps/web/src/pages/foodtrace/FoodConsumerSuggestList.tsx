import { consumerSuggestResource } from '@foodtrace/contracts';
import { useResourceList } from '@/crud';
import { TraceListPage } from './common/trace-list-page';
import { CodeLink } from './codes/code-link';

/**
 * 消费者建议: suggestions sent from the public page, the 处理状态 coloured (待处理 stands out) and the code
 * opening its detail; editing 回复 stamps who replied and when.
 */
export default function FoodConsumerSuggestList() {
  const list = useResourceList(consumerSuggestResource);
  return <TraceListPage resource={consumerSuggestResource} list={list} renderers={{ code: (v) => <CodeLink code={String(v ?? '')} /> }} />;
}
