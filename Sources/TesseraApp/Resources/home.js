// The Home tab's endpoint screens: posts the form to the server, which runs the tessera command, and shows the
// answer. Every text goes in with textContent, never as markup.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const form = document.querySelector("form.endpoint");
  if (!form) return;
  const send = form.querySelector("button.send");
  const sending = document.querySelector(".sending");
  const error = document.querySelector("button.error");
  const detail = document.querySelector("pre.error-detail");
  const response = document.querySelector("section.response");
  const json = response.querySelector("pre.json");
  const download = response.querySelector("a.download");
  let downloadURL = null;

  error.addEventListener("click", () => { detail.hidden = !detail.hidden; });
  response.querySelector("button.copy").addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(json.textContent);
      response.querySelector("button.copy").textContent = "Copied";
    } catch (_) {
      response.querySelector("button.copy").textContent = "Copy failed: select the text instead";
    }
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    send.disabled = true;
    sending.hidden = false;
    error.hidden = true;
    detail.hidden = true;
    response.hidden = true;
    try {
      const reply = await fetch(form.action, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(new FormData(form)),
      });
      let answer = await reply.json();
      if (typeof answer.challenge === "string") answer = await window.tesseraChallenge.follow(answer.challenge);
      if (typeof answer.json === "string") {
        json.textContent = answer.json;
        if (downloadURL) URL.revokeObjectURL(downloadURL);
        downloadURL = URL.createObjectURL(new Blob([answer.json], { type: "application/json" }));
        download.href = downloadURL;
        response.querySelector("button.copy").textContent = "Copy";
        const note = response.querySelector("p.note");
        note.textContent = answer.note ? "3-D Secure did not complete: " + answer.note : "";
        note.hidden = !answer.note;
        response.hidden = false;
      } else {
        const message = answer.message || answer.error || "The request failed.";
        error.textContent = (answer.status ? "HTTP " + answer.status + " · " : "") + message +
          (answer.detail ? " (tap for details)" : "");
        detail.textContent = answer.detail || "";
        error.hidden = false;
      }
    } catch (failure) {
      error.textContent = "The app did not answer (" + failure + "); is 'tessera app' still running?";
      error.hidden = false;
    } finally {
      // A typed card number or code is not kept in the page once sent.
      for (const secret of form.querySelectorAll("input[type=password]")) secret.value = "";
      send.disabled = false;
      sending.hidden = true;
    }
  });
});
