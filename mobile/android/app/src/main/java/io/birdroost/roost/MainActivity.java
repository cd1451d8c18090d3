package io.birdroost.roost;

import android.app.Activity;
import android.content.Intent;
import android.os.Bundle;
import android.view.KeyEvent;

import go.Seq;
import io.birdroost.roost.mobile.EbitenView;
import io.birdroost.roost.mobile.Mobile;
import io.birdroost.roost.mobile.Sharer;

// MainActivity holds the game's EbitenView. It hands the game its files
// directory (settings and saves) and the phone's languages, stops the game and its sound while the app
// is in the background, and gives the back key to the game: the game closes
// the open screen or pauses, and at the menu the app goes to the background.
// A past game exported from the game goes to the share sheet as text; a
// record shared to the app (text/plain) goes into the game's past games.
public class MainActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        Seq.setContext(getApplicationContext());
        Mobile.setDataDir(getFilesDir().getAbsolutePath());
        Mobile.setLocales(getResources().getConfiguration().getLocales().toLanguageTags());
        Mobile.setSharer(new Sharer() {
            @Override
            public void share(final String name, final String text) {
                runOnUiThread(new Runnable() {
                    @Override
                    public void run() {
                        Intent send = new Intent(Intent.ACTION_SEND);
                        send.setType("text/plain");
                        send.putExtra(Intent.EXTRA_SUBJECT, name);
                        send.putExtra(Intent.EXTRA_TEXT, text);
                        startActivity(Intent.createChooser(send, name));
                    }
                });
            }
        });
        setContentView(R.layout.activity_main);
        receive(getIntent());
    }

    @Override
    protected void onNewIntent(Intent intent) {
        super.onNewIntent(intent);
        receive(intent);
    }

    // receive hands a record shared to the app to the game.
    private void receive(Intent intent) {
        if (intent == null || !Intent.ACTION_SEND.equals(intent.getAction())) {
            return;
        }
        String text = intent.getStringExtra(Intent.EXTRA_TEXT);
        if (text == null) {
            return;
        }
        String name = intent.getStringExtra(Intent.EXTRA_SUBJECT);
        Mobile.receive(name == null ? "shared" : name, text);
    }

    private EbitenView view() {
        return (EbitenView) findViewById(R.id.ebitenview);
    }

    @Override
    protected void onPause() {
        super.onPause();
        view().suspendGame();
    }

    @Override
    protected void onResume() {
        super.onResume();
        view().resumeGame();
    }

    @Override
    public boolean dispatchKeyEvent(KeyEvent event) {
        if (event.getKeyCode() == KeyEvent.KEYCODE_BACK) {
            if (event.getAction() == KeyEvent.ACTION_UP && !Mobile.back()) {
                moveTaskToBack(true);
            }
            return true;
        }
        return super.dispatchKeyEvent(event);
    }
}
