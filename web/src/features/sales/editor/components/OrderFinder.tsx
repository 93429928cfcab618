// Finding an order: by its id or its buyer's phone, or from the latest orders.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { TextInput } from "../../../../components/fields/TextInput";
import Typography from "@mui/material/Typography";
import { salesEditorMessages } from "@bawwaba/common";
import { useState, type FormEvent } from "react";
import { FullPageSpinner } from "../../../../components/FullPageSpinner";
import { ltr } from "../../../../lib/bidi";
import { LATEST_PAGE_SIZE, useOrderSearch } from "../hooks/useOrderSearch";
import { PHONE_RESULTS_LIMIT } from "../api";
import { OrderList } from "./OrderList";

const { search: messages } = salesEditorMessages;

export function OrderFinder({ onOpen }: { onOpen: (orderId: string) => void }) {
  const [text, setText] = useState("");
  const finder = useOrderSearch(onOpen);
  const { list } = finder;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void finder.search(text);
  };

  const clear = () => {
    setText("");
    finder.showLatest();
  };

  const orders = list.orders ?? [];
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="form" role="search" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "flex-start" } }}>
          <TextInput
            label={messages.label}
            value={text}
            onChange={(change) => setText(change.target.value)}
            error={finder.fieldError !== undefined}
            helperText={finder.fieldError ?? messages.hint}
            autoComplete="off"
            fullWidth
            slotProps={{ htmlInput: { "data-testid": "order-search", enterKeyHint: "search" } }}
          />
          <Button type="submit" variant="contained" size="large" loading={finder.loading && text !== ""} sx={{ minWidth: 96, mt: { sm: 0.5 } }}>
            {messages.submit}
          </Button>
        </Stack>
      </Paper>

      <Paper variant="outlined" component="section" sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between", mb: 1, px: { xs: 0.5, sm: 0 } }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {list.kind === "phone" ? messages.resultsForPhone(ltr(list.phone)) : messages.latest}
          </Typography>
          {list.kind === "phone" && (
            <Button onClick={clear} size="small">
              {messages.clear}
            </Button>
          )}
        </Stack>
        {finder.message && (
          <Alert severity={finder.message.severity} role={finder.message.severity === "error" ? "alert" : "status"} sx={{ mb: 1 }}>
            {finder.message.text}
          </Alert>
        )}
        {list.kind === "phone" && list.truncated && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {messages.tooMany(PHONE_RESULTS_LIMIT)}
          </Alert>
        )}
        {finder.loading && list.orders === null ? <FullPageSpinner /> : <OrderList orders={orders} onOpen={onOpen} />}
        {list.kind === "latest" && orders.length >= LATEST_PAGE_SIZE && (
          <Stack spacing={1} sx={{ alignItems: "center", mt: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {messages.loaded(orders.length)}
            </Typography>
            {list.next && (
              <Button variant="outlined" onClick={finder.loadMore} loading={finder.loadingMore} data-testid="orders-more">
                {messages.loadMore}
              </Button>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
