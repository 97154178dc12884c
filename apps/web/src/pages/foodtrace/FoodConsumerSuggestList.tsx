import { consumerSuggestResource } from '@foodtrace/contracts';
import { ResourceListPage } from '@/crud';

/** 消费者建议: suggestions sent from the public page; editing 回复 stamps who replied and when. */
export default function FoodConsumerSuggestList() {
  return <ResourceListPage resource={consumerSuggestResource} />;
}
