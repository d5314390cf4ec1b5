import { DetailNotFound } from "@/components/ui/detail-not-found";

export default function ModuleNotFound() {
  return <DetailNotFound title="Module not found" description="No module with this id is active on this account." listHref="/modules" listName="modules" />;
}
