// The Home tab's endpoint screens: posts the form to the server, which sends it through the client layer the CLI
// uses, and shows the answer. A refused field is marked and focused; an API error shows its status once, its
// sentence and the response body. Every text goes in with textContent, never as markup.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const form = document.querySelector("form.endpoint");
  if (!form) return;
  const send = form.querySelector("button.send");
  const sending = document.querySelector(".sending");
  const error = document.querySelector("div.error");
  const errorMessage = error.querySelector(".error-message");
  const detail = error.querySelector("details.error-detail");
  const response = document.querySelector("section.response");
  const outcome = response.querySelector("p.outcome");
  const retry = response.querySelector("button.retry");
  const json = response.querySelector("pre.json");
  const download = response.querySelector("a.download");
  const requestLog = document.querySelector("details.request-log");
  let downloadURL = null;

  const post = async (target) => {
    const reply = await fetch(target.action, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(new FormData(target)),
    });
    let answer = await reply.json();
    if (typeof answer.challenge === "string") answer = await window.tesseraChallenge.follow(answer.challenge);
    return answer;
  };

  const unmark = () => {
    for (const marked of document.querySelectorAll("[aria-invalid]")) marked.removeAttribute("aria-invalid");
  };

  // Marks the control named `name` (in `owner`'s form) as the one at fault and puts the cursor in it.
  const mark = (owner, name) => {
    const control = Array.from(owner.elements).find((element) => element.name === name);
    if (!control) return;
    control.setAttribute("aria-invalid", "true");
    const panel = control.closest("details");
    if (panel) panel.open = true;
    control.focus();
  };

  const showError = (answer) => {
    errorMessage.textContent = (answer.status ? "HTTP " + answer.status + " · " : "") +
      (answer.message || answer.error || "The request failed.");
    detail.querySelector("pre").textContent = answer.detail || "";
    detail.hidden = !answer.detail;
    detail.open = false;
    error.hidden = false;
  };

  response.querySelector("button.copy").addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(json.textContent);
      response.querySelector("button.copy").textContent = "Copied";
    } catch (_) {
      response.querySelector("button.copy").textContent = "Copy failed: select the text instead";
    }
  });

  form.querySelector("button.clear").addEventListener("click", () => {
    for (const control of form.elements) {
      if (control.type === "checkbox") control.checked = control.name === "authenticate";
      else if (control.tagName === "SELECT") control.selectedIndex = 0;
      else if (control.tagName === "INPUT" || control.tagName === "TEXTAREA") control.value = "";
    }
    unmark();
    error.hidden = true;
    response.hidden = true;
    requestLog.hidden = true;
  });

  retry.addEventListener("click", () => form.requestSubmit());

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    send.disabled = true;
    sending.hidden = false;
    error.hidden = true;
    response.hidden = true;
    retry.hidden = true;
    requestLog.hidden = true;
    unmark();
    let keepSecrets = false;
    try {
      const answer = await post(form);
      // The SDK's redacted debug log of this request, collapsed until opened.
      requestLog.querySelector("pre").textContent = answer.log || "";
      requestLog.open = false;
      requestLog.hidden = !answer.log;
      if (typeof answer.json === "string") {
        json.textContent = answer.json;
        if (downloadURL) URL.revokeObjectURL(downloadURL);
        downloadURL = URL.createObjectURL(new Blob([answer.json], { type: "application/json" }));
        download.href = downloadURL;
        response.querySelector("button.copy").textContent = "Copy";
        if (answer.failed) {
          // The card is stored but not authenticated: say so, and keep the card for a retry.
          outcome.textContent = "3-D Secure failed: the card was not authenticated" +
            (answer.note ? " (" + answer.note + ")." : ".") + " Retry keeps the card.";
          outcome.className = "outcome failed";
          retry.hidden = false;
          keepSecrets = true;
        } else {
          outcome.textContent = answer.note ? "3-D Secure did not complete: " + answer.note : "";
          outcome.className = answer.note ? "outcome failed" : "outcome ok";
        }
        outcome.hidden = !outcome.textContent;
        response.hidden = false;
      } else {
        showError(answer);
        if (answer.field) mark(form, answer.field);
        keepSecrets = true;
      }
    } catch (failure) {
      showError({ message: "The app did not answer (" + failure + "); is 'tessera app' still running?" });
    } finally {
      // A typed card number or code is not kept in the page once it has been sent and stored.
      if (!keepSecrets) for (const secret of form.querySelectorAll("input[type=password]")) secret.value = "";
      send.disabled = false;
      sending.hidden = true;
    }
  });

  // A maker (New checkout session, New buyer): creates it and fills its id into the field that needs it.
  for (const maker of document.querySelectorAll("form.maker")) {
    maker.addEventListener("submit", async (event) => {
      event.preventDefault();
      const button = document.querySelector("button[form='" + maker.id + "']");
      const status = button.parentElement.querySelector(".maker-status");
      unmark();
      button.disabled = true;
      status.textContent = "Creating…";
      try {
        const answer = await post(maker);
        if (typeof answer.id === "string") {
          const field = form.elements.namedItem(maker.dataset.fill);
          field.value = answer.id;
          status.textContent = "Created " + answer.id + "; filled in.";
          button.closest("details").open = false;
          field.focus();
        } else {
          status.textContent = (answer.status ? "HTTP " + answer.status + " · " : "") +
            (answer.message || "The request failed.");
          if (answer.field) mark(maker, answer.field);
        }
      } catch (failure) {
        status.textContent = "The app did not answer (" + failure + "); is 'tessera app' still running?";
      } finally {
        button.disabled = false;
      }
    });
  }
});
