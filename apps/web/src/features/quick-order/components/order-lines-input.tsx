import { useId, useState, type ChangeEvent } from 'react';
import { FileUp, ClipboardPaste } from 'lucide-react';
import { parseOrderLines, readOrderLinesFile, type OrderLineText } from '@marketplace/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';

/** Lines pasted from a spreadsheet or read from a CSV file, with the contract's one parser. */
export function OrderLinesInput({ onLines }: { onLines: (lines: OrderLineText[]) => void }) {
  const pasteId = useId();
  const fileId = useId();
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const usePasted = () => {
    const parsed = parseOrderLines(pasted, { header: 'optional' });
    if (!parsed.ok) return setProblem(parsed.error);
    setProblem(null);
    setPasted('');
    onLines(parsed.lines);
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const parsed = readOrderLinesFile(new Uint8Array(await file.arrayBuffer()));
    if (!parsed.ok) return setProblem(`${file.name}: ${parsed.error}`);
    setProblem(null);
    onLines(parsed.lines);
  };

  return (
    <div className="grid gap-4 rounded-xl border border-neutral-200 bg-white p-4 shadow-card">
      <div className="grid gap-1.5">
        <Label htmlFor={pasteId}>Paste lines from a spreadsheet</Label>
        <p className="text-xs text-neutral-500" id={`${pasteId}-hint`}>
          One line per product: SKU and quantity, separated by a tab or a comma.
        </p>
        <Textarea
          id={pasteId}
          rows={4}
          value={pasted}
          aria-describedby={`${pasteId}-hint`}
          placeholder={'BIS-24\t48\nTEA-1KG\t12'}
          onChange={(event) => setPasted(event.target.value)}
        />
        <div>
          <Button variant="secondary" onClick={usePasted} disabled={pasted.trim() === ''}>
            <ClipboardPaste aria-hidden="true" className="size-4" />
            Use pasted lines
          </Button>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={fileId}>Upload a CSV file</Label>
        <p className="text-xs text-neutral-500" id={`${fileId}-hint`}>
          First line <code>sku,quantity</code>, at most 500 lines and 1 MB.
        </p>
        <div className="flex items-center gap-2">
          <FileUp aria-hidden="true" className="size-4 shrink-0 text-neutral-500" />
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-describedby={`${fileId}-hint`}
            className="min-w-0 flex-1 text-sm file:mr-3 file:rounded-md file:border file:border-neutral-300 file:bg-white file:px-3 file:py-1.5"
            onChange={(event) => void readFile(event)}
          />
        </div>
      </div>
      {problem && <Alert variant="destructive">{problem}</Alert>}
    </div>
  );
}
